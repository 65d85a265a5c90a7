"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import type { KataView } from "@/lib/kata/ui/load-kata";

const loadWidget = () => import("./kata-widget").then((module) => module.KataWidget);

/**
 * The kata's only first-load code: the server-rendered placeholder (children) until
 * intent, then the editor and the checker; at once for a student with a saved draft
 * (kept at `savedKey`, given by the server so the key's module is not first-load code).
 */
export function KataIsland({ kata, savedKey, children }: { kata: KataView; savedKey: string; children: ReactNode }) {
  return (
    <LazyIsland data-kata load={loadWidget} savedKey={savedKey} props={{ kata }}>
      {children}
    </LazyIsland>
  );
}
