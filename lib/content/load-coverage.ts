import { loadLessonDesign } from "./check-design";
import type { LessonDesignDoc } from "./coverage-doc";
import { LESSONS_DIR } from "./lesson-files";
import { listLessons } from "./lessons";

/** Every lesson's coverage, in reading order; lessons without teaching points are left out. Server-only. */
export function loadCoverage(dir: string = LESSONS_DIR): LessonDesignDoc[] {
  return listLessons(dir).flatMap(({ slug, frontMatter }) => {
    const design = loadLessonDesign(slug, dir);
    return design ? [{ slug, title: frontMatter.title, coverage: design.coverage }] : [];
  });
}
