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
 * The student's progress for one lesson, loaded once after mount (storage is not
 * there during server rendering) and saved on every change. A corrupt or older
 * value comes back as a notice, never as a crash.
 */
export function useMatchProgress(slug: string, cardIds: readonly string[], categoryIds: readonly string[]) {
  const [progress, setProgress] = useState<MatchProgress>(EMPTY_MATCH_PROGRESS);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const key = matchProgressKey(slug);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per lesson; card and category ids come from the same page
  useEffect(() => {
    const result = loadVersioned(
      browserStorage(),
      key,
      MATCH_PROGRESS_VERSION,
      (data) => parseMatchProgress(data, cardIds, categoryIds),
      EMPTY_MATCH_PROGRESS,
    );
    setProgress(result.value);
    setNotice(result.notice);
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    if (!loaded) return;
    // Nothing to keep (a fresh start or Reset): remove the key rather than store an empty record.
    if (progress.attempts === 0 && Object.keys(progress.placements).length === 0) {
      writeStored(key, null);
    } else {
      // A refused save (storage full or blocked) is told to the student, not dropped.
      const saved = saveVersioned(browserStorage(), key, MATCH_PROGRESS_VERSION, progress);
      if (!saved.ok) setNotice(saved.notice);
    }
  }, [loaded, key, progress]);

  const reset = useCallback(() => {
    setProgress(EMPTY_MATCH_PROGRESS);
    setNotice(undefined);
  }, []);

  return { progress, setProgress, loaded, notice, dismissNotice: () => setNotice(undefined), reset };
}
