"use client";

import { LazyIsland } from "@/components/islands/lazy-island";
import type { PublicMatch } from "@/lib/exercises/match/public-view";
import { MatchStatic } from "./match-static";

/** `savedKey`: where placements are kept (from the server, so the key's module is not first-load code). */
type Props = { slug: string; view: PublicMatch; savedKey: string };

const loadBoard = () => import("./match-board").then((module) => module.MatchBoard);

/**
 * The exercise's only first-load code: the static exercise until intent, then the
 * interactive board (dnd-kit and all); at once for a student with saved placements, so
 * they show without a first touch. The placeholder is drawn here from `view`, not handed
 * in as server-rendered children: the RSC payload then carries the view once instead of
 * the view plus the element tree of every card.
 */
export function MatchIsland({ slug, view, savedKey }: Props) {
  return (
    <LazyIsland
      className="match-exercise"
      data-match-exercise={slug}
      load={loadBoard}
      savedKey={savedKey}
      preload
      props={{ slug, view }}
    >
      <MatchStatic view={view} />
    </LazyIsland>
  );
}
