import { afterAll, describe, expect, it } from "vitest";
import { serverGradingServices, serverScores } from "@/lib/composition-root";
import { oracleQuestion, sqlExecutor } from "@/lib/practice/test-support";
import { randomSecret } from "@/lib/score-token/test-support";
import { type DrawResponse, type GradeResponse, handleCheckpointPost } from "./handle-post";
import { loadCheckpoint } from "./load";
import type { Checkpoint, CheckpointQuestion } from "./schema";

// The real lesson (default policy: answers after a pass) with the server's own deps and this run's secret.
process.env.CHECKPOINT_SECRET = randomSecret();
const SLUG = "error-envelope";
const post = async (body: unknown, load = loadCheckpoint) => {
  const request = new Request(`http://test/api/lessons/${SLUG}/checkpoint`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  const response = await handleCheckpointPost(SLUG, request, {
    load,
    scores: serverScores,
    drawer: serverGradingServices.drawer(),
    spendOnce: serverGradingServices.spendOnce,
    itemBudget: () => 0,
  });
  return { status: response.status, body: (await response.json()) as GradeResponse };
};
const loaded = await loadCheckpoint(SLUG);
if (!loaded) throw new Error(`${SLUG} has no checkpoint`);
const checkpoint = loaded.checkpoint;

const right = (q: CheckpointQuestion) =>
  q.kind === "order" ? q.steps.map((s) => s.id) : q.options.filter((o) => o.correct).map((o) => o.id);
const wrong = (q: CheckpointQuestion) =>
  q.kind === "order" ? q.steps.map((s) => s.id).reverse() : [q.options.find((o) => !o.correct)?.id ?? ""];
const executor = sqlExecutor();
afterAll(() => executor.close());

/**
 * A new attempt, drawn as the widget draws it: its ticket, and every question (the file's, then
 * the drawn ones keyed by the independent oracle) answered with `pick`.
 */
async function sheet(pick: (q: CheckpointQuestion) => string[], load = loadCheckpoint) {
  const drawn = (await post({ op: "draw" }, load)).body as unknown as DrawResponse;
  const questions = [
    ...checkpoint.questions,
    ...(await Promise.all(drawn.questions.map((q) => oracleQuestion(q, executor)))),
  ];
  return { answers: Object.fromEntries(questions.map((q) => [q.id, pick(q)])), ticket: drawn.ticket };
}

/** Every piece of the key: right option ids with their explanations, and each order question's right order. */
function keyPieces(c: Checkpoint): string[] {
  return c.questions.flatMap((q) =>
    q.kind === "order"
      ? [q.steps.map((s) => `"${s.id}"`).join(","), ...q.steps.map((s) => s.explanation)]
      : q.options.filter((o) => o.correct).map((o) => o.explanation),
  );
}

describe("the checkpoint's key and the reveal policy", () => {
  it("gives a complete sheet of wrong answers its notes, but not one right option or explanation", async () => {
    const { status, body } = await post(await sheet(wrong));
    expect(status).toBe(200);
    expect(body).toMatchObject({ score: 0, revealed: false, reveal: { allowed: false, attemptsLeft: null } });
    const json = JSON.stringify(body);
    for (const piece of keyPieces(checkpoint)) expect(json).not.toContain(piece);
    expect(json).not.toContain('"correct":true');
    // wrong() picks each choice question's first wrong option: its note is what the student reads.
    for (const q of checkpoint.questions) {
      if (q.kind !== "order") expect(json).toContain(q.options.find((o) => !o.correct)?.explanation);
    }
  });

  it("gives ticking every box of a multiple-select question no notes at all", async () => {
    const all = await sheet((q) => (q.kind === "multiple" ? q.options.map((o) => o.id) : wrong(q)));
    const { body } = await post(all);
    const multiple = body.questions.filter((r) => checkpoint.questions.find((q) => q.id === r.id)?.kind === "multiple");
    expect(multiple.length).toBeGreaterThan(0);
    for (const result of multiple) expect(result).toMatchObject({ feedback: [], withheld: "too-many-picked" });
  });

  it("shows everything once the student passes, and still on the next attempt of the chain", async () => {
    const failed = await post(await sheet(wrong));
    const passed = await post({ ...(await sheet(right)), previousToken: failed.body.token });
    expect(passed.body).toMatchObject({ passed: true, attempt: 2, revealed: true });
    const next = await post({ ...(await sheet(wrong)), previousToken: passed.body.token });
    expect(next.body).toMatchObject({ passed: false, attempt: 3, revealed: true });
    const json = JSON.stringify(next.body);
    // Revealed feedback lists each order question's steps as objects, so the explanations stand for the key here.
    for (const piece of keyPieces(checkpoint).filter((p) => !p.startsWith('"'))) expect(json).toContain(piece);
  });

  it("shows everything after the number of attempts set in the file", async () => {
    const strict = { ...loaded, checkpoint: { ...checkpoint, reveal: { afterAttempts: 2 } } };
    const first = await post(await sheet(wrong, async () => strict), async () => strict);
    expect(first.body).toMatchObject({ revealed: false, reveal: { attemptsLeft: 1, afterAttempts: 2 } });
    const second = await post(
      { ...(await sheet(wrong, async () => strict)), previousToken: first.body.token },
      async () => strict,
    );
    expect(second.body).toMatchObject({ revealed: true, attempt: 2 });
  });

  it("refuses reveal: true with 403 JSON while the policy keeps the key, and grants it once a pass qualifies", async () => {
    const refused = await post({ ...(await sheet(wrong)), reveal: true });
    expect(refused.status).toBe(403);
    const message = (refused.body as unknown as { error: { message: string } }).error.message;
    expect(message).toMatch(/^Answers are shown once you pass\./);
    const json = JSON.stringify(refused.body);
    expect(json).not.toContain('"token"');
    for (const piece of keyPieces(checkpoint)) expect(json).not.toContain(piece);
    // A refused reveal counts for nothing: the chain goes on from the last grade the student was given.
    const failed = await post(await sheet(wrong));
    const passed = await post({ ...(await sheet(right)), previousToken: failed.body.token, reveal: true });
    expect(passed).toMatchObject({ status: 200, body: { attempt: 2, revealed: true } });
  });

  it("sends the next attempt's order: every option once, and never an order question solved", async () => {
    for (let i = 0; i < 20; i++) {
      const { body } = await post(await sheet(wrong));
      for (const q of checkpoint.questions) {
        const ids = q.kind === "order" ? q.steps.map((s) => s.id) : q.options.map((o) => o.id);
        expect([...(body.nextOrder[q.id] ?? [])].sort()).toEqual([...ids].sort());
        if (q.kind === "order") expect(body.nextOrder[q.id]?.join()).not.toBe(ids.join());
      }
    }
  });
});
