// Checks every lesson folder and prints every problem as
//   content/lessons/<slug>/<file>[:<line>] <field>: <what is wrong, and how to fix it>
// then a summary line. Exits 1 on any error (or any warning with --strict).
// --no-samples leaves out running the lessons' samples and predict code (the build's gate,
// package.json's prebuild: no lesson code runs in a build; docs/security.md).
// Usage: npm run content:check [-- <lessons dir>] [--strict] [--no-samples]
import path from "node:path";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { formatProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { checkCourse } from "@/lib/exercise-kinds/check-course";

const args = process.argv.slice(2);
const strict = args.includes("--strict");
const runSamples = !args.includes("--no-samples");
const dirArg = args.find((arg) => !arg.startsWith("--"));
const dir = dirArg ? path.resolve(dirArg) : LESSONS_DIR;

const lessons = listLessonSlugs(dir);
const problems = await checkCourse(dir, { runSamples });
for (const problem of problems) {
  const line = formatProblem(problem);
  console.log(problem.severity === "warning" ? line.replace(/: /, ": warning: ") : line);
}
const errorCount = problems.filter((p) => p.severity === "error").length;
const warningCount = problems.length - errorCount;
const where = repoPath(dir) || ".";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
console.log(
  `content:check: ${plural(lessons.length, "lesson")} in ${where}: ${plural(errorCount, "error")}, ${plural(warningCount, "warning")}`,
);
if (lessons.length === 0) console.log(`content:check: no lesson folders found in ${where}`);
const failed = errorCount > 0 || (strict && warningCount > 0) || lessons.length === 0;
// `npm run build` runs this first (package.json's prebuild), so its errors stand alone, before Next prints anything.
if (failed && process.env.npm_lifecycle_event === "prebuild")
  console.log("build stopped before next build: fix the content errors above, then build again");
process.exit(failed ? 1 : 0);
