// Checks every lesson folder and prints every problem as
//   content/lessons/<slug>/<file>[:<line>] <field>: <what is wrong, and how to fix it>
// then a summary line. Exits 1 on any error (or any warning with --strict).
// Usage: npm run content:check [-- <lessons dir>] [--strict]
import path from "node:path";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { formatProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { checkAllLessons } from "@/lib/exercise-kinds/check-content";
import { checkKataGrading } from "@/lib/kata/content/check-grading";

const args = process.argv.slice(2);
const strict = args.includes("--strict");
const dirArg = args.find((arg) => !arg.startsWith("--"));
const dir = dirArg ? path.resolve(dirArg) : LESSONS_DIR;

const lessons = listLessonSlugs(dir);
const problems = await checkAllLessons(dir);
// Grading the reference and the starter of each kata takes seconds, so only this command does it.
for (const slug of lessons) {
  for (const problem of await checkKataGrading(slug, dir)) problems.push({ ...problem, severity: "error" });
}
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
process.exit(errorCount > 0 || (strict && warningCount > 0) || lessons.length === 0 ? 1 : 0);
