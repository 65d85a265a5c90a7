import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { loadPractice } from "@/lib/practice/load";
import { oracleAnswers, sqlExecutor } from "@/lib/practice/test-support";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { signingKeys } from "@/lib/score-token/signing-keys";
import { randomSecret } from "@/lib/score-token/test-support";
import { POST } from "./route";

// The route signs with the process's keys; this test run gets a random secret of its own.
process.env.CHECKPOINT_SECRET = randomSecret();
const isKnownLesson = (slug: string) => slug === "error-envelope";

const url = (slug: string) => `http://localhost/api/lessons/${slug}/checkpoint`;
const post = (body: string, slug = "error-envelope", headers: Record<string, string> = {}) =>
  POST(new Request(url(slug), { method: "POST", body, headers: { "content-type": "application/json", ...headers } }), {
    params: Promise.resolve({ slug, activity: "checkpoint" }),
  });

// The right answers of content/lessons/error-envelope/checkpoint.yaml, written out here on purpose.
const RIGHT = {
  "envelope-or-exception": ["bad-expression", "slow-weather", "full-pool"],
  "catch-clause-costs": ["imports-every-class", "no-common-record", "forgotten-errors-escape"],
  "timeout-fields": ["status-tool-error-code"],
  "five-steps": ["find-tool", "validate-args", "call-tool", "spot-timeout", "catch-rest"],
  "timeout-step": ["before-catch-all", "kind-not-text"],
  "misspelt-tool": ["invalid_args"],
  "pool-at-cap": ["tool_error"],
  "city-as-number": ["invalid_args"],
  "wrong-answer": ["ok"],
  "bug-in-tool": ["resolves-tool-error"],
  "orchestrator-branches": ["status-four-cases"],
  "three-readers": ["trace", "fallback-reply", "metrics"],
  "openai-no-flag": ["content-says-so"],
  "planted-instruction": ["short-message"],
  "marked-failures": ["loud-bugs"],
  "cut-short": ["ok-with-flag"],
};

const executor = sqlExecutor();
afterAll(() => executor.close());

/** A new attempt as the widget starts one: its ticket, and its drawn questions answered right by the independent oracle. */
async function drawAttempt() {
  const response = await post('{"op":"draw"}');
  expect(response.status).toBe(200);
  const drawn = (await response.json()) as DrawResponse;
  return { ticket: drawn.ticket, drawnRight: await oracleAnswers(drawn, executor) };
}

/** A sheet for a new attempt: the authored answers given, every drawn question right. */
async function attemptWith(answers: Readonly<Record<string, readonly string[]>>, extra: Record<string, unknown> = {}) {
  const { ticket, drawnRight } = await drawAttempt();
  return JSON.stringify({ answers: { ...answers, ...drawnRight }, ticket, ...extra });
}

describe("POST /api/lessons/[slug]/checkpoint", () => {
  // One point a question: the most a sheet can score is the file's questions and the drawn ones.
  let max = 0;
  let passMark = 0;
  // The first load reads the lesson's outline, YAML and schema; do it once, unhurried.
  beforeAll(async () => {
    const loaded = await loadCheckpoint("error-envelope");
    if (!loaded) throw new Error("the error-envelope lesson has no checkpoint.yaml");
    max = loaded.checkpoint.questions.length + (loadPractice("error-envelope")?.checkpoint?.draws ?? 0);
    passMark = loaded.checkpoint.passMark;
    expect(Object.keys(RIGHT).sort(), "RIGHT above answers exactly the file's questions").toEqual(
      loaded.checkpoint.questions.map((question) => question.id).sort(),
    );
  }, 60_000);

  it("grades a perfect sheet as a pass and signs the score", async () => {
    const response = await post(await attemptWith(RIGHT));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ score: max, max, percent: 100, passed: true });
    const verified = await verifyScoreToken(body.token, signingKeys().verifying, { isKnownLesson });
    expect(verified).toMatchObject({
      ok: true,
      claims: { lesson: "error-envelope", activity: "checkpoint", score: max, max, passed: true, attempt: 1 },
    });
    expect(verified.ok && verified.claims.contentVersion).toMatch(/^sha256:/);
  });

  it("signs the learner the page names and counts the attempt from the previous token", async () => {
    const learner = { objectType: "Agent", account: { homePage: "https://lms.example.edu", name: "42" } };
    const first = await (await post(await attemptWith(RIGHT, { learner }))).json();
    const second = await (await post(await attemptWith(RIGHT, { learner, previousToken: first.token }))).json();
    const verified = await verifyScoreToken(second.token, signingKeys().verifying, { isKnownLesson });
    expect(verified.ok && verified.claims).toMatchObject({ learner, attempt: 2 });
    const forged = await post(await attemptWith(RIGHT, { previousToken: `${first.token}x` }));
    expect(forged.status).toBe(400);
  });

  it("fails a sheet with five wrong answers and gives the note for each wrong pick, not the right option", async () => {
    const answers = {
      ...RIGHT,
      "misspelt-tool": ["tool_error"],
      "wrong-answer": ["tool_error"],
      "timeout-step": ["text-match"],
      "bug-in-tool": ["rethrows"],
      "three-readers": ["trace"],
    };
    const body = await (await post(await attemptWith(answers))).json();
    const percent = Math.round((100 * (max - 5)) / max);
    expect(percent, "five wrong answers must fail this checkpoint").toBeLessThan(passMark);
    expect(body).toMatchObject({ score: max - 5, max, percent, passed: false, revealed: false });
    const missed = body.questions.find((q: { id: string }) => q.id === "misspelt-tool");
    expect(missed.correct).toBe(false);
    expect(missed.section).toBe("edge-cases");
    expect(
      missed.feedback.map((f: { id: string; chosen: boolean; correct: boolean }) => [f.id, f.chosen, f.correct]),
    ).toEqual([["tool_error", true, false]]);
    expect(JSON.stringify(body)).not.toMatch(/lookup finds no schema/);
  });

  it("refuses a sheet with unanswered questions, so the key cannot be read without trying", async () => {
    const response = await post(await attemptWith({}));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.issues).toContainEqual({
      path: "answers.misspelt-tool",
      message: "has no answer: answer every question before grading",
    });
    expect(JSON.stringify(error)).not.toMatch(/explanation|correct/);
  });

  it("refuses an unknown question id with 400 naming it", async () => {
    const response = await post(await attemptWith({ "no-such-question": ["a"] }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.issues).toContainEqual({
      path: "answers.no-such-question",
      message: '"no-such-question" is not a question of this checkpoint',
    });
  });

  it("refuses an unknown option id, two options for a single-choice question, and a partial order", async () => {
    const cases = [
      [{ "timeout-fields": ["nope"] }, "unknown option ids: nope"],
      [{ "timeout-fields": ["status-tool-error-code", "with-output"] }, "takes one option at most"],
      [{ "five-steps": ["find-tool", "call-tool"] }, "must list all 5 steps in order"],
    ] as const;
    for (const [answers, message] of cases) {
      const response = await post(await attemptWith(answers));
      expect(response.status).toBe(400);
      expect((await response.json()).error.issues[0].message).toBe(message);
    }
  });

  it("refuses wrong types and bodies that are not JSON with 400", async () => {
    for (const body of [
      '{"answers":{"timeout-fields":"status-tool-error-code"}}',
      '{"answers":[]}',
      "{}",
      "not json",
      '{"answers":{},"extra":1}',
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/\w/);
    }
  });

  it("refuses an oversized body with 413", async () => {
    const response = await post(JSON.stringify({ answers: { x: ["y".repeat(20_000)] } }));
    expect(response.status).toBe(413);
  });

  it("answers 404 for an unknown lesson or a slug that cannot be one", async () => {
    for (const slug of ["no-such-lesson", "../etc", "Error-Envelope"]) {
      const response = await post('{"answers":{}}', slug);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toMatch(/no checkpoint/);
    }
  });

  it("answers draws from one address past its budget with 429 and Retry-After, while another address still draws", async () => {
    const from = (address: string) => post('{"op":"draw"}', "error-envelope", { "x-forwarded-for": address });
    // Sent together, so each is charged before the budget earns much back, however slow the machine.
    const responses = await Promise.all(Array.from({ length: 60 }, () => from("203.0.113.7")));
    for (const response of responses) expect([200, 429]).toContain(response.status);
    const drawn = responses.filter((response) => response.status === 200).length;
    const refused = responses.find((response) => response.status === 429);
    // The budget's burst (lib/composition-root.ts) holds 40 draws of 6 questions at once.
    expect(drawn).toBeGreaterThanOrEqual(40);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await from("203.0.113.8")).status).toBe(200);
  });

  it("never answers a random JSON body with a 5xx", async () => {
    const ids = [...Object.keys(RIGHT), "x", "__proto__", "constructor"];
    const answerish = fc.record({
      answers: fc.dictionary(
        fc.constantFrom(...ids),
        fc.array(fc.oneof(fc.string(), fc.constantFrom(...Object.values(RIGHT).flat()))),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), answerish), async (value) => {
        const response = await post(JSON.stringify(value));
        expect(response.status).toBeLessThan(500);
        expect([200, 400, 413]).toContain(response.status);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
