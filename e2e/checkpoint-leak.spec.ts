import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readDataFile } from "@/lib/content/read-data-file";
import { MatchExerciseSchema } from "@/lib/exercises/match/schema";
import { CHECKPOINT } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, test } from "./fixtures";

/** Every file under `dir` whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Backslashes are dropped so JSON escaped inside RSC scripts reads like plain JSON.
const read = (file: string) => readFileSync(file, "utf8").replaceAll("\\", "");

// Each question's options or steps, one list, as the scan reads both the same way.
const authored = {
  questions: CHECKPOINT.questions.map((q) => ({
    prompt: q.prompt,
    hint: q.hint,
    code: q.kind === "predict" ? q.code : undefined,
    options: q.kind === "order" ? undefined : q.options,
    steps: q.kind === "order" ? q.steps : undefined,
  })),
};
// The match exercise's key: each card's explanation and its notes for wrong statuses.
const match = readDataFile("content/lessons/error-envelope/match.yaml", MatchExerciseSchema);
if (!match.ok) throw new Error(`match.yaml does not load: ${JSON.stringify(match.problems)}`);
const matchKey = match.value.cards.flatMap((card) => [card.explanation, ...Object.values(card.misconceptions)]);

const publicText = [
  readFileSync("content/lessons/error-envelope/lesson.mdx", "utf8"),
  ...authored.questions.flatMap((q) => [
    q.prompt,
    q.hint ?? "",
    q.code ?? "",
    ...(q.options ?? q.steps ?? []).map((o) => o.text),
  ]),
].join("\n");

/** Pieces of explanation text long enough to be unmistakable, split where HTML or JSON would escape. */
const explanationPieces = [
  ...authored.questions.flatMap((q) => (q.options ?? q.steps ?? []).map((item) => item.explanation)),
  ...matchKey,
]
  .flatMap((text) => text.split(/["'<>&`\\]/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.length >= 30 && !publicText.includes(piece));

/** The right order of each order question, as it would look in JSON. */
const orderKeys = authored.questions
  .filter((q) => q.steps)
  .map((q) => (q.steps ?? []).map((step) => `"${step.id}"`).join(","));

/** An object literal with a literal id and correct:true, as compiled authored data would be. */
const AUTHORED_FLAG = /\{[^{}]*\bid:"[^"]+"[^{}]*\bcorrect:!0/;

test("no answer key, correctness flag or explanation reaches the built client assets or prerendered pages", () => {
  const pages = filesUnder(".next/server/app", [".html", ".rsc"]);
  const assets = filesUnder(".next/static", [".js"]);
  expect(pages.length).toBeGreaterThan(0);
  expect(assets.length).toBeGreaterThan(0);
  expect(explanationPieces.length).toBeGreaterThan(40);

  // The scan looks where the public view is: the prompts are in the page of the part that holds it.
  const lessonHtml = read(`.next/server/app${CHECKPOINT_LESSON_PATH}.html`);
  expect(lessonHtml).toContain(authored.questions[0]?.prompt);

  const leaks: string[] = [];
  for (const file of [...pages, ...assets]) {
    const text = read(file);
    for (const piece of explanationPieces) if (text.includes(piece)) leaks.push(`${file}: explanation "${piece}"`);
    for (const key of orderKeys) if (text.includes(key)) leaks.push(`${file}: step order ${key}`);
    // An option compiled into a bundle reads {id:"b",text:"…",correct:!0}; grading code
    // that sets the flag on computed objects ({id:e.id,…,correct:!0}, the studio's
    // in-browser preview grader) names no option and is not a key.
    if (AUTHORED_FLAG.test(text)) leaks.push(`${file}: a correct:true flag`);
    if (!file.endsWith(".js") && /"correct":/.test(text)) leaks.push(`${file}: a "correct" field`);
  }
  expect(leaks).toEqual([]);
});
