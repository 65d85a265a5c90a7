/**
 * Loads a lesson's checkpoint.yaml, checked against the lesson's own headings, so a
 * "Review" link can never point at a section that does not exist.
 */
import { createContentCache } from "@/lib/content/content-cache";
import { readExerciseLesson } from "@/lib/content/exercise-lesson";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import type { LessonSection } from "@/lib/content/lesson-parts";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { missingDataFileProblem, tagTargetError } from "@/lib/content/tag-targets";
import { checkpointFileSchema } from "./check";
import type { Checkpoint } from "./schema";

/** The authored file's name inside a lesson folder. */
export const CHECKPOINT_FILE = "checkpoint.yaml";

export type LoadedCheckpoint = { checkpoint: Checkpoint; sections: Map<string, LessonSection> };

const cached = createContentCache<Promise<LoadedCheckpoint | null>>();

/**
 * The checkpoint of lesson `slug`; `null` when there is no such lesson or it has no
 * checkpoint.yaml. Throws ContentError (file, line, field) when the file is wrong.
 */
export function loadCheckpoint(slug: string, dir: string = LESSONS_DIR): Promise<LoadedCheckpoint | null> {
  return cached(dir, slug, () => readCheckpoint(slug, dir));
}

/** The checkpoint a <Checkpoint /> tag shows; rejects with a ContentError when the lesson has none. */
export async function requireCheckpoint(slug: string, dir: string = LESSONS_DIR): Promise<LoadedCheckpoint> {
  const loaded = await loadCheckpoint(slug, dir);
  if (!loaded) throw tagTargetError(slug, [missingDataFileProblem("Checkpoint", CHECKPOINT_FILE)], dir);
  return loaded;
}

async function readCheckpoint(slug: string, dir: string): Promise<LoadedCheckpoint | null> {
  const lesson = readExerciseLesson(slug, dir, CHECKPOINT_FILE);
  if (!lesson) return null;
  const { file, sections } = lesson;
  const result = readDataFile(file, checkpointFileSchema([...sections.keys()]));
  if (!result.ok) throw new ContentError(result.problems);
  return { checkpoint: result.value, sections };
}
