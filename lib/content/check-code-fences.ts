/**
 * The rules for a lesson's code blocks that need no engine (docs/authoring.md, "Code blocks
 * the content check runs"): every ts, tsx or js block says whether it is a sample, an excerpt
 * or a sketch; a sample has its printed output and an output its sample; an excerpt is
 * still in its file; a predict block sits right before the output it hides, and exactly
 * one of its choices is printed there. Part of checkLesson, so the studio, the dev page and the build see
 * them; running the samples is checkCodeRuns' (lib/exercise-kinds/check-code-runs.ts).
 */
import { readSourceFile } from "@/lib/highlight/source-files";
import { type CodeFence, codeFences } from "./lesson-code";
import { PREDICT_CHOICES, predictChoices, printedChoices } from "./predict";
import type { ContentProblem } from "./problems";

const MARKED_LANGS = new Set(["ts", "tsx", "js"]);

/** The fence as written after the backticks, e.g. "```ts sample=retry", naming the block in a message. */
export const fenceField = (fence: CodeFence) =>
  `\`\`\`${[fence.lang, ...Object.entries(fence.meta).map(([k, v]) => (v === true ? k : `${k}=${v}`))].join(" ")}`;

/** Problems with the code blocks of `mdx` (the whole lesson.mdx, so lines are the file's), reported against `file`. */
export function checkCodeFences(mdx: string, file: string): ContentProblem[] {
  const fences = codeFences(mdx);
  const problems: ContentProblem[] = [];
  const add = (fence: CodeFence, message: string) =>
    problems.push({ file, line: fence.line, field: fenceField(fence), message });
  const samples = new Set(fences.map((fence) => fence.meta.sample).filter((id) => typeof id === "string"));
  const outputs = new Set(fences.map((fence) => fence.meta.output).filter((id) => typeof id === "string"));
  for (const fence of fences) {
    const { sample, excerpt, sketch, output } = fence.meta;
    if (MARKED_LANGS.has(fence.lang) && !sample && !excerpt && !sketch)
      add(
        fence,
        `is not marked: add sample=<id> (run and compared with the block marked output=<id>), excerpt=<path> (copied from that file) or sketch (neither) after the language, e.g. \`\`\`${fence.lang} sketch`,
      );
    if (typeof sample === "string" && !outputs.has(sample))
      add(fence, `has no block marked output=${sample}; add one after it with what the sample prints`);
    if (typeof output === "string" && !samples.has(output))
      add(fence, `has no block marked sample=${output}; add the sample that prints it, or remove output=${output}`);
    if (typeof excerpt === "string") {
      const found = readSourceFile(excerpt);
      if (!found.ok)
        add(fence, `${found.message}; give a path from the repository root, e.g. lib/envelope/deadline.ts`);
      else if (!found.code.includes(fence.code))
        add(
          fence,
          `is not in ${excerpt} as written: copy the lines again from the file, character for character, or mark the block sketch`,
        );
    }
  }
  checkPredictFences(mdx, fences, add);
  return problems;
}

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The rules for ```text predict=<id> blocks (docs/authoring.md, "Predict, then see"). */
function checkPredictFences(mdx: string, fences: CodeFence[], add: (fence: CodeFence, message: string) => void) {
  const lines = mdx.split("\n");
  const hidden = new Set<string>();
  for (const [index, fence] of fences.entries()) {
    const id = fence.meta.predict;
    if (id === undefined) continue;
    if (typeof id !== "string" || !KEBAB_CASE.test(id)) {
      add(fence, "needs the id of the output it hides, in lowercase words joined by dashes: predict=<id>");
      continue;
    }
    const choices = predictChoices(fence.code);
    if (choices.length < PREDICT_CHOICES.min || choices.length > PREDICT_CHOICES.max)
      add(
        fence,
        `has ${choices.length} ${choices.length === 1 ? "choice" : "choices"}; write ${PREDICT_CHOICES.min} to ${PREDICT_CHOICES.max}, one per line`,
      );
    const twice = choices.find((choice, at) => choices.indexOf(choice) !== at);
    if (twice !== undefined) {
      add(fence, `offers "${twice}" twice; each choice must differ`);
      continue;
    }
    if (hidden.has(id)) add(fence, `hides output=${id}, which an earlier predict block already hides; keep one`);
    hidden.add(id);
    const output = fences[index + 1];
    const closing = fence.line + fence.code.split("\n").length;
    const between = output ? lines.slice(closing, output.line - 1) : [];
    if (!output || output.meta.output !== id || between.some((line) => line.trim() !== "")) {
      add(fence, `must come right before the block marked output=${id}, with nothing but blank lines between them`);
      continue;
    }
    const printed = printedChoices(choices, output.code.trimEnd()).map((at) => `"${choices[at]}"`);
    if (printed.length === 0)
      add(
        fence,
        `has no choice that the block marked output=${id} prints; write the right one as it appears there (a line, or a piece of one)`,
      );
    else if (printed.length > 1)
      add(
        fence,
        `has more than one choice that the block marked output=${id} prints (${printed.join(", ")}); only one may appear there`,
      );
  }
}
