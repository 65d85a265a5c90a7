/**
 * The lessons and widgets an LTI link may open, read from content/: every lesson has
 * its sandbox, and a match, checkpoint or kata when its data file is there (as the
 * embed routes decide). Server-only.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { listLessons } from "@/lib/content/lessons";
import { EXERCISE_KINDS, GRADED_ACTIVITIES } from "@/lib/exercise-kinds/registry";
import type { Catalog } from "./targets";

export function lessonCatalog(dir: string = LESSONS_DIR): Catalog {
  return listLessons(dir).map(({ slug, frontMatter }) => ({
    slug,
    title: frontMatter.title,
    widgets: [
      "sandbox",
      ...EXERCISE_KINDS.filter(
        ({ activity, file }) =>
          GRADED_ACTIVITIES.includes(activity) && existsSync(path.join(/*turbopackIgnore: true*/ dir, slug, file)),
      ).map(({ activity }) => activity),
    ],
  }));
}
