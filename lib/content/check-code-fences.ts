/**
 * The rules for a lesson's code blocks that need no engine (docs/authoring.md, "Code blocks
 * the content check runs"): every ts, tsx or js block says whether it is a sample, an excerpt
 * or a sketch; a sample has its printed output and an output its sample; an excerpt is
 * still in its file. Part of checkLesson, so the studio, the dev page and the build see
 * them; running the samples is checkCodeRuns' (lib/exercise-kinds/check-code-runs.ts).
 */
import { readSourceFile } from "@/lib/highlight/source-files";
import { type CodeFence, codeFences } from "./lesson-code";
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
  return problems;
}
