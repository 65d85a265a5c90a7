import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadLessonDesign } from "./check-design";
import { COVERAGE_DOC_COMMAND, type LessonDesignDoc, renderCoverageDoc } from "./coverage-doc";
import { LESSONS_DIR } from "./lesson-files";
import { listLessons } from "./lessons";
import type { ContentProblem } from "./problems";
import { repoPath } from "./repo-path";

/** docs/coverage.md, which describes the lessons of content/lessons (COVERED_LESSONS_DIR). */
export const COVERAGE_DOC = path.join(/*turbopackIgnore: true*/ process.cwd(), "docs", "coverage.md");
export const COVERED_LESSONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "content", "lessons");

/** Every lesson's coverage, in reading order; lessons without teaching points are left out. Server-only. */
export function loadCoverage(dir: string = LESSONS_DIR): LessonDesignDoc[] {
  return listLessons(dir).flatMap(({ slug, frontMatter }) => {
    const design = loadLessonDesign(slug, dir);
    return design ? [{ slug, title: frontMatter.title, coverage: design.coverage }] : [];
  });
}

/** Rewrites `file` from the lessons in `dir` (npm run coverage:docs, and npm run new-lesson after it scaffolds). */
export function writeCoverageDoc(dir: string = COVERED_LESSONS_DIR, file: string = COVERAGE_DOC): void {
  writeFileSync(file, renderCoverageDoc(loadCoverage(dir)));
}

/** The problem when `file` is not what the lessons in `dir` declare now; none when it is. */
export function checkCoverageDoc(dir: string = COVERED_LESSONS_DIR, file: string = COVERAGE_DOC): ContentProblem[] {
  const written = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (written === renderCoverageDoc(loadCoverage(dir))) return [];
  return [
    {
      file: repoPath(file),
      field: "(file)",
      message: `is out of date with the lessons' teaching points and teaches: lists; run ${COVERAGE_DOC_COMMAND}, which rewrites it, and commit it with the lesson`,
    },
  ];
}
