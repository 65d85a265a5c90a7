/**
 * Loads a lesson's kata.yaml with its starter and reference files, checked against the
 * lesson's headings and teaching points. Server-only: the reference solution is read
 * here and must never be handed to a component (public-view.ts says what may be).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createContentCache } from "@/lib/content/content-cache";
import { readExerciseLesson } from "@/lib/content/exercise-lesson";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import type { LessonSection } from "@/lib/content/lesson-parts";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { repoPath } from "@/lib/content/repo-path";
import { type KataFile, kataFileSchema } from "./schema";

export const KATA_FILE = "kata.yaml";

export type LoadedKata = {
  kata: KataFile;
  /** The starter's TypeScript, as the student first sees it. */
  starter: string;
  /** The reference solution's TypeScript. Server-only. */
  reference: string;
  sections: Map<string, LessonSection>;
};

const cached = createContentCache<Promise<LoadedKata | null>>();

/**
 * The kata of lesson `slug`; `null` when there is no such lesson or it has no kata.yaml.
 * Throws ContentError (file, line, field) when the file or the files it names are wrong.
 */
export function loadKata(slug: string, dir: string = LESSONS_DIR): Promise<LoadedKata | null> {
  return cached(dir, slug, () => readKata(slug, dir));
}

async function readKata(slug: string, dir: string): Promise<LoadedKata | null> {
  const lesson = readExerciseLesson(slug, dir, KATA_FILE);
  if (!lesson) return null;
  const { file, sections } = lesson;
  const folder = path.dirname(file);
  const pointIds = lesson.frontMatter.points?.map((point) => point.id);
  const result = readDataFile(file, kataFileSchema({ headingIds: [...sections.keys()], pointIds }));
  if (!result.ok) throw new ContentError(result.problems);
  const read = (field: "starter" | "reference") => {
    const absolute = path.join(/*turbopackIgnore: true*/ folder, result.value[field]);
    if (existsSync(absolute)) return readFileSync(absolute, "utf8");
    throw new ContentError([
      { file: repoPath(file), field, message: `names ${result.value[field]}, which is not in the lesson folder` },
    ]);
  };
  return { kata: result.value, starter: read("starter"), reference: read("reference"), sections };
}
