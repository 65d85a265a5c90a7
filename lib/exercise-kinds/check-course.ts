/**
 * Everything `npm run content:check` checks, in one function: the gate a lesson must pass,
 * and so the only test the real lessons need (check-course.test.ts). That is
 * checkAllLessons (what the studio, the dev page and the build also ask per lesson), the
 * checks that run code and take seconds (samples and quoted messages, predict questions,
 * each kata's reference and starter, the engine's facts the text states), and, for
 * content/lessons, docs/coverage.md.
 */
import path from "node:path";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { COVERED_LESSONS_DIR, checkCoverageDoc } from "@/lib/content/load-coverage";
import { checkKataGrading } from "@/lib/kata/content/check-grading";
import { checkCodeRuns } from "./check-code-runs";
import { type CheckedProblem, checkAllLessons } from "./check-content";
import { checkEngineClaims } from "./check-engine-claims";

/**
 * Every problem content:check reports for the lesson folders under `dir`. Never throws for
 * bad content. `runSamples: false` leaves out running the lesson's samples and predict code
 * in this process (the build's gate: no lesson code runs in a build).
 */
export async function checkCourse(dir: string = LESSONS_DIR, { runSamples = true } = {}): Promise<CheckedProblem[]> {
  const problems = await checkAllLessons(dir);
  for (const slug of listLessonSlugs(dir)) {
    const ran = [
      ...(await checkCodeRuns(slug, dir, { runSamples })),
      ...(await checkKataGrading(slug, dir)),
      ...(await checkEngineClaims(slug, dir)),
    ];
    problems.push(...ran.map((problem) => ({ ...problem, severity: "error" as const })));
  }
  // The doc describes content/lessons only, so a fixture folder or a scratch copy is not held to it.
  if (path.resolve(dir) === COVERED_LESSONS_DIR)
    problems.push(...checkCoverageDoc(dir).map((problem) => ({ ...problem, severity: "error" as const })));
  return problems;
}
