"use client";

import { LazyIsland } from "@/components/islands/lazy-island";
import type { PublicPractice } from "@/lib/practice/public-view";
import { PracticeFrame } from "./practice-parts";

/** `savedKey`: where mastery is kept; a student with a record gets the widget at once. */
type Props = { view: PublicPractice; savedKey: string };

const loadWidget = () => import("./practice-widget").then((module) => module.PracticeWidget);

/**
 * The practice's only first-load code: the static list of concepts until intent, then the
 * interactive widget; at once for a student with mastery saved, so it shows without a
 * first touch. A concept pressed before then is replayed on the widget.
 */
export function PracticeIsland({ view, savedKey }: Props) {
  return (
    <LazyIsland data-practice-island="" load={loadWidget} savedKey={savedKey} preload props={{ view }}>
      <PracticeFrame view={view} />
    </LazyIsland>
  );
}
