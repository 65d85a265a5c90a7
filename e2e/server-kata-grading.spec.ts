import { readFileSync } from "node:fs";
import { UNREADABLE } from "@/lib/kata/read-budget";
import { stoppedRefusal } from "@/lib/kata/server/quickjs-engine";
import { SLOW_TO_READ } from "@/lib/kata/slow-to-read";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { expect, test } from "./fixtures";
import { serverKeys } from "./server-keys";

// Against the production build under `next start`: the kata endpoint grades in the pool's
// worker thread (the bundled worker that next start loads), not on the request thread.

const KATA = "/api/lessons/error-envelope/kata";
const reference = readFileSync("content/lessons/error-envelope/kata/reference.ts", "utf8");

test("the server grades the reference layer as a pass and signs the score for the kata", async ({ request }) => {
  const response = await request.post(KATA, { data: { source: reference } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ verdict: { kind: "graded", passed: true }, passed: true, score: KATA_RULE_IDS.length });
  const verified = await verifyScoreToken(body.token, serverKeys().verifying, {
    isKnownLesson: (slug) => slug === "error-envelope",
  });
  expect(verified).toMatchObject({ ok: true, claims: { activity: "kata", passed: true } });
});

test("an endless loop gets a verdict in plain words while another route keeps answering", async ({ request }) => {
  const loop = "export class ToolsLayer { constructor() {} async run() { for (;;) {} } }";
  // The server's first health answer waits for its start-up (lib/http/warm-up.ts); had
  // that wait fallen inside the loop's grading, it would say nothing about the loop.
  expect((await request.get("/api/health")).status()).toBe(200);
  let gradingAnswered = false;
  const graded = request.post(KATA, { data: { source: loop } }).finally(() => {
    gradingAnswered = true;
  });
  // While the worker spins on the loop, the request thread still answers.
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(gradingAnswered, "the loop was graded before /api/health answered").toBe(false);
  const response = await graded;
  expect(response.status()).toBe(200);
  expect((await response.json()).verdict).toEqual({ kind: "refused", refusal: stoppedRefusal("cpu") });
});

test("code the type stripper would take hours to read is refused as unreadable, not held to the grading fence", async ({
  request,
}) => {
  const response = await request.post(KATA, { data: { source: SLOW_TO_READ } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.verdict).toEqual({ kind: "refused", refusal: UNREADABLE });
  // It never ran, so it is not an attempt.
  expect(body).not.toHaveProperty("token");
});

test("a 1 MB source is refused with 413 and a wrong method with 405", async ({ request }) => {
  const large = await request.post(KATA, { data: { source: "x".repeat(1024 * 1024) } });
  expect(large.status()).toBe(413);
  expect((await large.json()).error.message).toMatch(/larger than/);
  const get = await request.get(KATA);
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe("POST");
});
