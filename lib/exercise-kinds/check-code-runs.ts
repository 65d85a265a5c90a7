/**
 * The rules for a lesson's code that run the engine (docs/authoring.md, "Code blocks the
 * content check runs"): a sample prints what its output block says, an inline code span
 * that reads like an engine message is one the engine gives, and a predict question's
 * code prints its key. Node only and takes seconds, so only `npm run content:check`
 * (checkCourse) runs it, not the pages' per-render check.
 *
 * NOTE: samples and predict code are the lesson's own code, run in this process as the
 * unit tests ran them before (docs/security.md): `runSamples: false` (the build's gate)
 * checks the quoted messages alone, which runs only the engine on the lesson's scenarios.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { fenceField } from "@/lib/content/check-code-fences";
import { codeFences, matchesQuote, quotedMessages } from "@/lib/content/lesson-code";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import type { ContentProblem } from "@/lib/content/problems";
import { lineOfPath, readDataFile } from "@/lib/content/read-data-file";
import { repoPath } from "@/lib/content/repo-path";
import { runSample } from "@/lib/content/run-sample";
import { ToolsLayer } from "@/lib/envelope";
import { createNodeToolsLayer } from "@/lib/envelope/node";
import { checkpointFileSchema } from "@/lib/exercises/checkpoint/check";
import { CHECKPOINT_FILE } from "@/lib/exercises/checkpoint/load";
import { loadScenarios } from "@/lib/sandbox/scenarios";

/** Scenarios whose query runs for minutes unless its worker is terminated. */
// NOTE: in Node the SQL runs in-process, where no deadline can stop a runaway query; the
// sandbox's worker stops it (e2e/sandbox-abandoned-work.spec.ts).
const ONLY_A_WORKER_CAN_STOP = new Set(["runaway-query-worker"]);

/** Problems with how lesson `slug`'s samples, quoted messages and predict questions run on the engine. */
export async function checkCodeRuns(
  slug: string,
  dir: string = LESSONS_DIR,
  { runSamples = true } = {},
): Promise<ContentProblem[]> {
  const mdxPath = path.join(/*turbopackIgnore: true*/ dir, slug, "lesson.mdx");
  if (!existsSync(mdxPath)) return [];
  const mdx = readFileSync(mdxPath, "utf8");
  const file = repoPath(mdxPath);
  const fences = codeFences(mdx);
  const problems: ContentProblem[] = [];
  for (const fence of runSamples ? fences : []) {
    const id = fence.meta.sample;
    const output = fences.find((other) => other.meta.output === id);
    if (typeof id !== "string" || !output) continue; // checkCodeFences reports a sample without its output
    const printed = await run(fence.code);
    const expected = output.code.trimEnd();
    if (printed !== expected)
      problems.push({
        file,
        line: fence.line,
        field: fenceField(fence),
        message: `${printed.startsWith("throws") ? printed : `prints ${JSON.stringify(printed)}`}, but the block marked output=${id} (line ${output.line}) says ${JSON.stringify(expected)}; make the two agree`,
      });
  }
  const messages = await engineMessages(slug, dir, mdx);
  for (const quote of quotedMessages(mdx))
    if (!messages.some((message) => matchesQuote(quote.text, message)))
      problems.push({
        file,
        line: quote.line,
        field: `\`${quote.text}\``,
        message:
          "reads like an engine message, but the engine gives no such message for this lesson's scenarios or printed outputs; quote one it gives (write <words> where the text varies), or reword it outside backticks",
      });
  if (runSamples) problems.push(...(await checkPredictQuestions(slug, dir)));
  return problems;
}

/** Runs a sample; a throw is reported as "throws …" rather than failing the check. */
async function run(code: string): Promise<string> {
  try {
    return await runSample(code);
  } catch (thrown) {
    return `throws "${(thrown as Error).message}"`;
  }
}

async function checkPredictQuestions(slug: string, dir: string): Promise<ContentProblem[]> {
  const absolute = path.join(/*turbopackIgnore: true*/ dir, slug, CHECKPOINT_FILE);
  if (!existsSync(absolute)) return [];
  const read = readDataFile(absolute, checkpointFileSchema());
  if (!read.ok) return []; // the checkpoint's own check reports why
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(absolute, "utf8"), { lineCounter });
  const problems: ContentProblem[] = [];
  for (const [index, question] of read.value.questions.entries()) {
    if (question.kind !== "predict") continue;
    const key = question.options.find((option) => option.correct)?.id;
    const printed = await run(question.code);
    if (printed !== key)
      problems.push({
        file: repoPath(absolute),
        line: lineOfPath(document, ["questions", index, "code"], lineCounter),
        field: `questions #${index + 1} › code`,
        message: `${printed.startsWith("throws") ? printed : `prints ${JSON.stringify(printed)}`}, but the correct option is "${key}"; a predict question's code must print the id of its correct option`,
      });
  }
  return problems;
}

/** Every error message the engine gives for this lesson's scenarios and printed samples. */
async function engineMessages(slug: string, dir: string, mdx: string): Promise<string[]> {
  let scenarios: ReturnType<typeof loadScenarios> = [];
  try {
    scenarios = loadScenarios(slug, dir);
  } catch {
    // scenarios.yaml's own check reports why it does not load
  }
  const fromScenarios = await Promise.all(
    scenarios
      .filter((scenario) => !ONLY_A_WORKER_CAN_STOP.has(scenario.id))
      .map(async ({ tool, args, timeoutMs, faults, seed, poolWait, calls }) => {
        const layer = createNodeToolsLayer({ timeoutMs, faults, seed, poolWait });
        try {
          const errors: string[] = [];
          // Calls in a row go through one layer, as in the sandbox, so later ones meet what earlier ones left.
          for (let call = 0; call < calls; call++) {
            const result = await layer.run(tool, JSON.parse(args));
            if (result.status !== "ok") errors.push(result.error);
          }
          return errors;
        } finally {
          layer.dispose();
        }
      }),
  );
  const fromOutputs = codeFences(mdx)
    .filter((fence) => typeof fence.meta.output === "string")
    .flatMap((fence) => [...fence.code.matchAll(/"error": "([^"]*)"/g)].map((match) => match[1] ?? ""));
  let fromStartUp = "";
  try {
    const tool = { name: "t", description: "", argsSchema: {} as never, run: async () => 0 };
    new ToolsLayer([tool, tool]);
  } catch (thrown) {
    fromStartUp = (thrown as Error).message; // the one message the layer throws rather than returns
  }
  return [...fromScenarios.flat(), ...fromOutputs, fromStartUp];
}
