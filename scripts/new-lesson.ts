/**
 * `npm run new-lesson <slug>`: scaffolds content/lessons/<slug>/ (lib/content/lesson-scaffold.ts).
 * The lesson appears on the index and at /lessons/<slug> with no code change.
 */
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { scaffoldLesson } from "@/lib/content/lesson-scaffold";
import { COVERAGE_DOC, COVERED_LESSONS_DIR, writeCoverageDoc } from "@/lib/content/load-coverage";

const slug = process.argv[2];
if (!slug) {
  console.error("new-lesson: give the lesson's slug, e.g. npm run new-lesson -- retry-budgets");
  process.exit(1);
}
const result = scaffoldLesson(slug);
if (!result.ok) {
  console.error(`new-lesson: ${result.message}`);
  process.exit(1);
}
const folder = path.relative(process.cwd(), result.folder);
for (const file of result.files) console.log(`new-lesson: wrote ${path.join(folder, file)}`);
// The new lesson's teaching points belong in docs/coverage.md, which content:check holds to the lessons.
if (path.resolve(LESSONS_DIR) === COVERED_LESSONS_DIR) {
  writeCoverageDoc();
  console.log(`new-lesson: updated ${path.relative(process.cwd(), COVERAGE_DOC)} (what npm run coverage:docs does)`);
}
console.log(`new-lesson: next, edit the files, run npm run content:check, and open /lessons/${slug} under npm run dev`);
