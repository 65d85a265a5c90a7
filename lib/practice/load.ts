/**
 * A lesson's practice templates as the server reads them: practice.yaml beside lesson.mdx,
 * through its schema. Server only (node:fs).
 */
import path from "node:path";
import { createContentCache } from "@/lib/content/content-cache";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { missingDataFileProblem, tagTargetError } from "@/lib/content/tag-targets";
import {
  type CheckpointDraws,
  lessonTemplates,
  PRACTICE_FILE,
  PracticeFileSchema,
  type PracticeTemplate,
} from "./templates";

/** `checkpoint`: what the lesson's graded checkpoint draws from these templates, when it does. */
export type LoadedPractice = { slug: string; templates: PracticeTemplate[]; checkpoint?: CheckpointDraws };

const cached = createContentCache<LoadedPractice | null>();

/**
 * Lesson `slug`'s templates; null when there is no such lesson or it has no practice.yaml;
 * throws ContentError (file, line, field) when the file is there but wrong. The slug is
 * checked against the lesson folders first, so a request can never point this elsewhere.
 */
export function loadPractice(slug: string, dir: string = LESSONS_DIR): LoadedPractice | null {
  if (!listLessonSlugs(dir).includes(slug)) return null;
  return cached(dir, slug, () => {
    const read = readDataFile(path.join(/*turbopackIgnore: true*/ dir, slug, PRACTICE_FILE), PracticeFileSchema);
    if (read.ok) {
      const { checkpoint } = read.value;
      return { slug, templates: lessonTemplates(slug, read.value), ...(checkpoint && { checkpoint }) };
    }
    if (read.problems.length === 1 && read.problems[0]?.field === "(file)") return null;
    throw new ContentError(read.problems);
  });
}

/** How many questions `practice`'s lesson adds to each checkpoint attempt; 0 for none. */
export const checkpointDraws = (practice: LoadedPractice | null): number => practice?.checkpoint?.draws ?? 0;

/** The templates a <Practice /> tag shows; throws a ContentError when the lesson has none. */
export function requirePractice(slug: string, dir: string = LESSONS_DIR): LoadedPractice {
  const loaded = loadPractice(slug, dir);
  if (!loaded) throw tagTargetError(slug, [missingDataFileProblem("Practice", PRACTICE_FILE)], dir);
  return loaded;
}
