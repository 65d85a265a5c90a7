"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import type { PublicMatch } from "@/lib/exercises/match/public-view";

/**
 * `savedKey`: where placements are kept (from the server, so the key's module is not first-load code).
 * `children`: the exercise as the server rendered it (match-static.tsx), the placeholder.
 */
type Props = { slug: string; view: PublicMatch; savedKey: string; children: ReactNode };

const loadBoard = () => import("./match-board").then((module) => module.MatchBoard);

/**
 * The exercise's only first-load code: the server-rendered exercise until intent, then the
 * interactive board (dnd-kit and all); at once for a student with saved placements, so
 * they show without a first touch. The placeholder comes in as server-rendered children:
 * the RSC payload of a page with the exercise carries its element tree beside the view,
 * and in exchange the placeholder's code is not first-load code on every lesson page.
 */
export function MatchIsland({ slug, view, savedKey, children }: Props) {
  return (
    <LazyIsland
      className="match-exercise"
      data-match-exercise={slug}
      load={loadBoard}
      savedKey={savedKey}
      preload
      props={{ slug, view }}
    >
      {children}
    </LazyIsland>
  );
}
