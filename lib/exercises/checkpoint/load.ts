/**
 * Loads a lesson's checkpoint.yaml, checked against the lesson's own headings, so a
 * "Review" link can never point at a section that does not exist.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createContentCache } from "@/lib/content/content-cache";
import { LESSONS_DIR, listLessonSlugs, readLessonSource } from "@/lib/content/lesson-files";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { missingDataFileProblem, TAG_DATA_FILES, tagTargetError } from "@/lib/content/tag-targets";
import { outlineLesson } from "@/lib/content/tag-uses";
import { type Checkpoint, checkpointFileSchema } from "./schema";

export type LoadedCheckpoint = { checkpoint: Checkpoint; sectionTitles: Map<string, string> };

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
  if (!loaded) throw tagTargetError(slug, [missingDataFileProblem("Checkpoint")], dir);
  return loaded;
}

// NOTE: the headings come from the lesson's outline, a parse without compiling: the
// grader is on the request path, and compiling (MDX plus highlighting) made the first
// grading request after a start take seconds. lessons.test.ts checks that the outline
// and the compiled page agree on every heading.
async function readCheckpoint(slug: string, dir: string): Promise<LoadedCheckpoint | null> {
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, TAG_DATA_FILES.Checkpoint);
  if (!listLessonSlugs(dir).includes(slug) || !existsSync(file)) return null;
  const source = readLessonSource(slug, dir);
  if (!source.ok) throw new ContentError(source.problems);
  const outline = outlineLesson(source.value.body, source.value.bodyLineOffset);
  if (!outline) return null;
  const sectionTitles = new Map(outline.headings.map((heading) => [heading.id, heading.text]));
  const result = readDataFile(file, checkpointFileSchema([...sectionTitles.keys()]));
  if (!result.ok) throw new ContentError(result.problems);
  return { checkpoint: result.value, sectionTitles };
}
