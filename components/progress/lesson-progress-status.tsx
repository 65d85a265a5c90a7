"use client";

import { useEffect, useState } from "react";
import { browserStorage } from "@/components/storage/browser-storage";
import {
  describeLessonProgress,
  type LessonProgress,
  readLessonProgress,
  UNREADABLE_PROGRESS_NOTE,
} from "@/lib/exercises/lesson-progress";

type Props = { slug: string; cardIds: readonly string[]; categoryIds: readonly string[] };

/**
 * One lesson's progress on the index. Storage exists only in the browser, so the
 * server sends an empty box as tall as the longest text (a heading line and two
 * detail lines on a phone, one on wider screens) and the text fills it after
 * hydration without moving anything below. Reading never writes.
 */
export function LessonProgressStatus({ slug, cardIds, categoryIds }: Props) {
  const [progress, setProgress] = useState<LessonProgress | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per lesson; card and category ids come with the page
  useEffect(() => {
    setProgress(readLessonProgress(browserStorage(), slug, cardIds, categoryIds));
  }, [slug]);

  const text = progress && describeLessonProgress(progress);
  return (
    <div
      className="mt-2 min-h-[3.75rem] text-sm sm:min-h-[2.5rem]"
      data-lesson-progress={slug}
      data-state={progress?.state}
    >
      {text && (
        <>
          <p className="font-semibold">
            <span className="sr-only">Your progress: </span>
            {text.label}
          </p>
          {progress.unreadable ? (
            <p className="text-muted">{UNREADABLE_PROGRESS_NOTE}</p>
          ) : (
            text.detail && <p className="text-muted">{text.detail}</p>
          )}
        </>
      )}
    </div>
  );
}
