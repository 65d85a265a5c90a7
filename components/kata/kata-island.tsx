"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import { draftKey } from "@/lib/kata/ui/draft";
import type { KataView } from "@/lib/kata/ui/load-kata";

const loadWidget = () => import("./kata-widget").then((module) => module.KataWidget);

/**
 * The kata's only first-load code: the server-rendered placeholder (children) until
 * intent, then the editor and the checker; at once for a student with a saved draft.
 */
export function KataIsland({ kata, children }: { kata: KataView; children: ReactNode }) {
  return (
    <LazyIsland data-kata load={loadWidget} savedKey={draftKey(kata.slug)} props={{ kata }}>
      {children}
    </LazyIsland>
  );
}
