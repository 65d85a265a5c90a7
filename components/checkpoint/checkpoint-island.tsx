"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import { attemptsKey } from "@/lib/exercises/checkpoint/attempts";
import type { PublicCheckpoint } from "@/lib/exercises/checkpoint/public-view";

type Props = { view: PublicCheckpoint; codeHtml: Record<string, string>; contentVersion: string; children: ReactNode };

const loadWidget = () => import("./checkpoint-widget").then((module) => module.CheckpointWidget);

/**
 * The checkpoint's only first-load code: the server-rendered form (children) until
 * intent, then the interactive widget; at once for a student with saved attempts.
 */
export function CheckpointIsland({ view, codeHtml, contentVersion, children }: Props) {
  return (
    <LazyIsland
      data-checkpoint
      load={loadWidget}
      savedKey={attemptsKey(view.slug)}
      props={{ view, codeHtml, contentVersion }}
    >
      {children}
    </LazyIsland>
  );
}
