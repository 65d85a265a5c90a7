/**
 * Test helpers for lib/practice: the lessons' templates, a SQL executor, and an oracle that
 * keys an item again without lib/practice's runner or its concept readers: its own harness
 * around the public engine, another model format for the message's head, and the answers
 * read from the envelope as a learner would. If the generator and the engine ever
 * disagreed, these two paths would.
 */
import path from "node:path";
import { readDataFile } from "@/lib/content/read-data-file";
import { createToolsLayer } from "@/lib/envelope";
import { buildTools } from "@/lib/envelope/build-tools";
import { withTimers } from "@/lib/envelope/deadline";
import { mcpResponse, openAiChatMessage } from "@/lib/envelope/model-formats";
import { seededStream } from "@/lib/envelope/prng";
import { runWithRetries } from "@/lib/envelope/retry";
import { layerAttempts } from "@/lib/envelope/retry-layer";
import { createInProcessExecutor, type SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { loadSqlFromNodeModules } from "@/lib/envelope/tools/sql-loader-node";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";
import type { PublicQuestion } from "@/lib/exercises/checkpoint/public-view";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { createVirtualClock } from "@/lib/sandbox/virtual-clock";
import { ASKS } from "./concepts";
import type { PracticeItem } from "./generate";
import { type Scenario, ScenarioSchema } from "./scenario";
import { lessonTemplates, PRACTICE_FILE, PracticeFileSchema, type PracticeTemplate } from "./templates";

export const sqlExecutor = (): SqlExecutor => createInProcessExecutor(loadSqlFromNodeModules);

/** The templates of lesson `slug` as authored in content/lessons. */
export function templatesOf(slug: string): PracticeTemplate[] {
  const file = path.join(__dirname, "..", "..", "content", "lessons", slug, PRACTICE_FILE);
  const read = readDataFile(file, PracticeFileSchema);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join("\n"));
  return lessonTemplates(slug, read.value);
}

/** Every template of every lesson that has practice. */
export const ALL_TEMPLATES = (): PracticeTemplate[] => [
  ...templatesOf("error-envelope"),
  ...templatesOf("deadlines-and-retries"),
  ...templatesOf("the-last-mile"),
];

/** The answer id the engine gives `item`'s scenario (or `scenario`, a variant of it), keyed afresh. */
export async function rederiveKey(item: PracticeItem, executor: SqlExecutor, scenario?: Scenario): Promise<string> {
  // The item as it would come back from storage: through JSON and the schema.
  const s = ScenarioSchema.parse(JSON.parse(JSON.stringify(scenario ?? item.scenario)));
  const clock = createVirtualClock();
  const held: SqlExecutor = { query: (q, signal) => clock.hold(executor.query(q, signal)), close: () => {} };
  const options = { faults: s.faults, seed: s.seed, now: clock.now, sqlExecutor: held };
  let answer: string | undefined;
  const done = (value: string) => {
    answer = value;
  };
  if (s.retry) {
    const built = buildTools(options);
    const attempt = layerAttempts(built.tools, clock.now);
    const random = seededStream(s.seed, "practice:backoff");
    const limits = { ...s.retry, tool: s.tool, attemptMs: s.timeoutMs, random, timers: clock, now: clock.now };
    void runWithRetries(async (context) => (await attempt(s.tool, s.args, context)).result, limits).then(
      ({ result, attempts }) => done(item.ask === "attempts" ? String(attempts) : result.status),
    );
  } else {
    const layer = createToolsLayer({ ...options, timeoutMs: s.timeoutMs });
    void withTimers(clock, () => layer.runWithReport(s.tool, s.args)).then(({ result, report }) => {
      const call = { result, step: report.step, callId: "call_0001" };
      const sent = layer.outbox.deliveries().length > 0;
      const running = layer.work.records().some((record) => record.endedAt === null);
      const head = /^Error \([^)]+\)/.exec(openAiChatMessage(call).content)?.[0] ?? "the tool's output as JSON";
      const mcp = mcpResponse(call, 1);
      const answers: Record<string, string> = {
        status: result.status,
        step: report.step,
        "model-head": head,
        "mcp-shape": "error" in mcp ? "protocol-error" : mcp.result.isError ? "is-error" : "not-error",
        ending:
          result.status === "ok"
            ? "in-time"
            : result.status !== "timeout"
              ? "failed"
              : sent
                ? "cut-after-effect"
                : running
                  ? "cut-running"
                  : "cut-stopped",
      };
      done(answers[item.ask] ?? `no oracle for ${item.ask}`);
    });
  }
  await clock.run(() => new Promise((resolve) => setImmediate(resolve)));
  await new Promise((resolve) => setImmediate(resolve));
  return answer ?? "the engine did not settle";
}

/**
 * The option a drawn checkpoint question's call leads to, keyed by the oracle above from what
 * the browser was sent (no engine seed: no key depends on it), and found by its words.
 */
export async function oracleOption(question: PublicQuestion, executor: SqlExecutor): Promise<string> {
  const call = question.call as { ask: string; scenario: PracticeItem["scenario"] };
  const item = { ask: call.ask, scenario: { ...call.scenario, seed: 0 } } as PracticeItem;
  const text = ASKS[call.ask]?.answers[await rederiveKey(item, executor)];
  const options = (question.options ?? []).filter((o) => o.text === text);
  if (options.length !== 1) throw new Error(`${options.length} options of ${question.id} read "${text}", not one`);
  return options[0]?.id ?? "";
}

/** A draw's questions answered right, as a sheet's entries, by the oracle. */
export async function oracleAnswers(drawn: DrawResponse, executor: SqlExecutor): Promise<Record<string, string[]>> {
  const entries = await Promise.all(drawn.questions.map(async (q) => [q.id, [await oracleOption(q, executor)]]));
  return Object.fromEntries(entries);
}

/** A drawn question as a checkpoint question whose right option the oracle chose (its notes left empty). */
export async function oracleQuestion(question: PublicQuestion, executor: SqlExecutor): Promise<CheckpointQuestion> {
  const right = await oracleOption(question, executor);
  const options = (question.options ?? []).map((o) => ({ ...o, correct: o.id === right, explanation: "" }));
  return { id: question.id, kind: "single", prompt: question.prompt, section: question.section.id, options };
}
