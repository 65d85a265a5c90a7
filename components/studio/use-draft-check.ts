"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import type { DraftProblem } from "@/lib/exercise-kinds/lesson-draft";
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import type { MatchExercise } from "@/lib/exercises/match/schema";
import type { StudioFiles } from "@/lib/studio/studio-file-names";

/** What the draft action (app/(site)/studio/[slug]/actions.tsx) answers, and the page's first render. */
export type DraftResult =
  | { ok: true; problems: DraftProblem[]; page: ReactNode; match: MatchExercise | null; checkpoint: Checkpoint | null }
  | { ok: false; message: string };

export type CheckDraft = (input: { slug: string; files: StudioFiles }) => Promise<DraftResult>;

/** Quiet time after the last keystroke before the draft is checked: a check compiles the lesson. */
export const CHECK_DEBOUNCE_MS = 600;

/**
 * Checks the draft on the server after each pause in typing and keeps the latest answer.
 * A check that comes back after a newer one started is dropped, so an old answer never
 * replaces a newer draft's. `checking` is true from the first keystroke to the answer.
 */
export function useDraftCheck(slug: string, files: StudioFiles, check: CheckDraft, first: DraftResult) {
  const [result, setResult] = useState<Extract<DraftResult, { ok: true }> | null>(first.ok ? first : null);
  const [failure, setFailure] = useState<string | null>(first.ok ? null : first.message);
  const [checking, setChecking] = useState(false);
  const sequence = useRef(0);
  const initial = useRef(files);

  useEffect(() => {
    if (files === initial.current) return;
    const mine = ++sequence.current;
    setChecking(true);
    const timer = setTimeout(async () => {
      const answer = await check({ slug, files }).catch(
        (): DraftResult => ({ ok: false, message: "The draft could not be checked: the server did not answer." }),
      );
      if (mine !== sequence.current) return;
      setChecking(false);
      if (answer.ok) {
        setResult(answer);
        setFailure(null);
      } else setFailure(answer.message);
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [slug, files, check]);

  return { result, failure, checking };
}
