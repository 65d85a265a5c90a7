/**
 * Lessons are tested like code: every sample runs against the engine and must print what
 * the lesson says it prints, every excerpt must still be in its file, every predict
 * question must print its key, and every engine message the prose quotes must be one the
 * engine really produces.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeFences, matchesQuote, quotedMessages } from "@/lib/content/lesson-code";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { readDataFile } from "@/lib/content/read-data-file";
import { runSample } from "@/lib/content/run-sample";
import { ToolsLayer } from "@/lib/envelope";
import { createNodeToolsLayer } from "@/lib/envelope/node";
import { checkpointFileSchema } from "@/lib/exercises/checkpoint/check";
import { loadScenarios } from "@/lib/sandbox/scenarios";

const CODE_LANGS = new Set(["ts", "tsx", "js"]);
const slugs = listLessonSlugs();
const mdxOf = (slug: string) => readFileSync(path.join(LESSONS_DIR, slug, "lesson.mdx"), "utf8");

/** Scenarios whose query runs for minutes unless its worker is terminated. */
const ONLY_A_WORKER_CAN_STOP = new Set(["runaway-query-worker"]);

/** Every error message the engine gives for this lesson's scenarios and printed samples. */
async function engineMessages(slug: string): Promise<string[]> {
  const fromScenarios = await Promise.all(
    loadScenarios(slug)
      // NOTE: in Node the SQL runs in-process, where no deadline can stop a runaway query;
      // the sandbox's worker stops it (e2e/sandbox-abandoned-work.spec.ts).
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
  const fromOutputs = codeFences(mdxOf(slug))
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

describe.each(slugs)("lesson %s", (slug) => {
  const fences = codeFences(mdxOf(slug));

  it("marks every code block as a sample, an excerpt or a sketch", () => {
    const unmarked = fences
      .filter((fence) => CODE_LANGS.has(fence.lang))
      .filter((fence) => !fence.meta.sample && !fence.meta.excerpt && !fence.meta.sketch)
      .map((fence) => `lesson.mdx:${fence.line}`);
    expect(unmarked).toEqual([]);
  });

  it.each(fences.filter((fence) => typeof fence.meta.excerpt === "string").map((f) => [f.meta.excerpt, f] as const))(
    "shows %s as it is in the file",
    (file, fence) => {
      expect(readFileSync(path.join(process.cwd(), String(file)), "utf8")).toContain(fence.code);
    },
  );

  it.each(fences.filter((fence) => typeof fence.meta.sample === "string").map((f) => [f.meta.sample, f] as const))(
    "sample %s prints what the lesson says it prints",
    async (id, fence) => {
      const output = fences.find((other) => other.meta.output === id);
      expect(output, `no block with output=${id} after the sample`).toBeDefined();
      expect(await runSample(fence.code)).toBe(output?.code.trimEnd());
    },
    10_000,
  );

  it("has a sample for every printed output", () => {
    const samples = new Set(fences.map((fence) => fence.meta.sample));
    const orphans = fences.filter((fence) => fence.meta.output && !samples.has(fence.meta.output));
    expect(orphans.map((fence) => `lesson.mdx:${fence.line}`)).toEqual([]);
  });

  it("quotes only messages the engine really gives", async () => {
    const messages = await engineMessages(slug);
    const unknown = quotedMessages(mdxOf(slug))
      .filter((quote) => !messages.some((message) => matchesQuote(quote.text, message)))
      .map((quote) => `lesson.mdx:${quote.line} \`${quote.text}\``);
    expect(unknown).toEqual([]);
  }, 15_000);
});

describe.each(slugs)("checkpoint of %s", (slug) => {
  const file = readDataFile(path.join(LESSONS_DIR, slug, "checkpoint.yaml"), checkpointFileSchema());
  const predicts = file.ok ? file.value.questions.filter((question) => question.kind === "predict") : [];

  it.each(predicts.map((question) => [question.id, question] as const))(
    "predict question %s prints the answer its key expects",
    async (_id, question) => {
      const key = question.options.find((option) => option.correct)?.id;
      expect(await runSample(question.code)).toBe(key);
    },
    10_000,
  );
});
