/**
 * `npm run new-lesson <slug>`: scaffolds content/lessons/<slug>/ (lib/content/lesson-scaffold.ts).
 * The lesson appears on the index and at /lessons/<slug> with no code change.
 */
import path from "node:path";
import { scaffoldLesson } from "@/lib/content/lesson-scaffold";

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
console.log(`new-lesson: next, edit the files, run npm run content:check, and open /lessons/${slug} under npm run dev`);
