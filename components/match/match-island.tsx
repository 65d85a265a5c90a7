"use client";

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { useActivateOnIntent } from "@/components/islands/use-activate-on-intent";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import type { PublicMatch } from "@/lib/exercises/match/public-view";
import type { MatchBoardProps } from "./match-board";

type Props = { slug: string; view: PublicMatch; children: ReactNode };

/**
 * Shows the server-rendered exercise (children) until the reader shows intent,
 * then loads the interactive board (dnd-kit and all) and swaps it in. A reader
 * with saved progress gets the board at once, so their placements show without
 * a first touch. Focus moves to the same control in the board.
 */
export function MatchIsland({ slug, view, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const intent = useActivateOnIntent(ref);
  const [early, setEarly] = useState(false);
  const [Board, setBoard] = useState<ComponentType<MatchBoardProps> | null>(null);
  const [ready, setReady] = useState(false);
  const focusId = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Focus that arrived before hydration fired no event we could hear: treat it as intent.
    if (ref.current?.contains(document.activeElement)) setEarly(true);
    try {
      if (localStorage.getItem(matchProgressKey(slug)) !== null) setEarly(true);
    } catch {
      // Blocked storage: nothing saved to show; the board says so once loaded.
    }
  }, [slug]);

  useEffect(() => {
    if (!(intent || early) || Board) return;
    let cancelled = false;
    import("./match-board").then((module) => {
      if (cancelled) return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && ref.current?.contains(active)) focusId.current = active.dataset.focusId;
      setBoard(() => module.MatchBoard);
    });
    return () => {
      cancelled = true;
    };
  }, [intent, early, Board]);

  return (
    <div ref={ref} className="match-exercise" data-match-exercise={slug} data-ready={ready || undefined}>
      {Board ? (
        <Board slug={slug} view={view} initialFocusId={focusId.current} onReady={() => setReady(true)} />
      ) : (
        children
      )}
    </div>
  );
}
