"use client";

import { useCallback, useEffect, useState } from "react";
import { browserStorage, writeStored } from "@/components/storage/browser-storage";
import {
  EMPTY_MATCH_PROGRESS,
  MATCH_PROGRESS_VERSION,
  type MatchProgress,
  matchProgressKey,
  parseMatchProgress,
} from "@/lib/exercises/match/progress";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";

/**
 * The student's progress for one lesson, read from storage as the board's state starts
 * and saved on every change. The board renders only in the browser (its island swaps it
 * in), so storage is there on its first render, and the board can take input at once: a
 * load in an effect would cost one more round of rendering before a replayed first key
 * press (issue 15). A corrupt or older value comes back as a notice, never as a crash.
 */
export function useMatchProgress(slug: string, cardIds: readonly string[], categoryIds: readonly string[]) {
  const key = matchProgressKey(slug);
  const [stored] = useState(() =>
    loadVersioned(
      browserStorage(),
      key,
      MATCH_PROGRESS_VERSION,
      (data) => parseMatchProgress(data, cardIds, categoryIds),
      EMPTY_MATCH_PROGRESS,
    ),
  );
  const [progress, setProgress] = useState<MatchProgress>(stored.value);
  const [notice, setNotice] = useState<string | undefined>(stored.notice);
  useEffect(() => {
    // Nothing to keep (a fresh start or Reset): remove the key rather than store an empty record.
    if (progress.attempts === 0 && Object.keys(progress.placements).length === 0) {
      writeStored(key, null);
    } else {
      // A refused save (storage full or blocked) is told to the student, not dropped.
      const saved = saveVersioned(browserStorage(), key, MATCH_PROGRESS_VERSION, progress);
      if (!saved.ok) setNotice(saved.notice);
    }
  }, [key, progress]);

  const reset = useCallback(() => {
    setProgress(EMPTY_MATCH_PROGRESS);
    setNotice(undefined);
  }, []);

  return { progress, setProgress, notice, dismissNotice: () => setNotice(undefined), reset };
}
