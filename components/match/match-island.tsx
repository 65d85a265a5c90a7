"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import type { PublicMatch } from "@/lib/exercises/match/public-view";

type Props = { slug: string; view: PublicMatch; children: ReactNode };

const loadBoard = () => import("./match-board").then((module) => module.MatchBoard);

/**
 * The exercise's only first-load code: the server-rendered exercise (children) until
 * intent, then the interactive board (dnd-kit and all); at once for a student with
 * saved placements, so they show without a first touch.
 */
export function MatchIsland({ slug, view, children }: Props) {
  return (
    <LazyIsland
      className="match-exercise"
      data-match-exercise={slug}
      load={loadBoard}
      savedKey={matchProgressKey(slug)}
      preload
      props={{ slug, view }}
    >
      {children}
    </LazyIsland>
  );
}
