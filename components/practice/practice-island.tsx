"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import type { PublicPractice } from "@/lib/practice/public-view";

/**
 * `savedKey`: where mastery is kept; a student with a record gets the widget at once.
 * `children`: the frame as the server rendered it (practice-parts.tsx), the placeholder.
 */
type Props = { view: PublicPractice; savedKey: string; children: ReactNode };

const loadWidget = () => import("./practice-widget").then((module) => module.PracticeWidget);

/**
 * The practice's only first-load code: the server-rendered list of concepts until intent,
 * then the interactive widget; at once for a student with mastery saved, so it shows
 * without a first touch. A concept pressed before then is replayed on the widget. The
 * list is small, so the payload carries it as elements at little cost, and the frame's
 * code is not first-load code on the lesson pages that have no practice.
 */
export function PracticeIsland({ view, savedKey, children }: Props) {
  return (
    <LazyIsland data-practice-island="" load={loadWidget} savedKey={savedKey} preload props={{ view }}>
      {children}
    </LazyIsland>
  );
}
