import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kataGradingPool } from "@/lib/kata/server/default-pool";
import { stoppedRefusal } from "@/lib/kata/server/quickjs-engine";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { signingKeys } from "@/lib/score-token/signing-keys";
import { randomSecret } from "@/lib/score-token/test-support";
import { buildKataWorker } from "@/scripts/build-bundles";
import { POST } from "./route";

// The route signs with the process's keys; this test run gets a random secret of its own.
process.env.CHECKPOINT_SECRET = randomSecret();
const isKnownLesson = (slug: string) => slug === "error-envelope";
const reference = readFileSync("content/lessons/error-envelope/kata/reference.ts", "utf8");

const post = (body: string, slug = "error-envelope") =>
  POST(
    new Request(`http://localhost/api/lessons/${slug}/kata`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    }),
    { params: Promise.resolve({ slug, activity: "kata" }) },
  );

// The route grades on the process's pool, which loads the bundled worker: build it from the sources as they are.
beforeAll(() => buildKataWorker(), 60_000);
afterAll(() => kataGradingPool().close());

// Ceilings, not waits (vitest.config.ts): the server's grading worker runs at nice 10, and
// beside CI's builds a grading takes minutes, not seconds.
describe("POST /api/lessons/[slug]/kata", { timeout: 240_000 }, () => {
  it("grades the reference layer on the server's engine as a pass and signs every rule", async () => {
    const response = await post(JSON.stringify({ source: reference }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      verdict: { kind: "graded", passed: true },
      passed: true,
      score: KATA_RULE_IDS.length,
    });
    const verified = await verifyScoreToken(body.token, signingKeys().verifying, { isKnownLesson });
    expect(verified).toMatchObject({
      ok: true,
      claims: { lesson: "error-envelope", activity: "kata", passed: true, attempt: 1 },
    });
    expect(verified.ok && verified.claims.contentVersion).toMatch(/^sha256:/);
  });

  it("answers an endless loop with a verdict in plain words, signed as a failed attempt", async () => {
    const loop = "export class ToolsLayer { constructor() {} async run() { for (;;) {} } }";
    const response = await post(JSON.stringify({ source: loop }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      verdict: { kind: "refused", refusal: stoppedRefusal("cpu") },
      passed: false,
      score: 0,
      token: expect.any(String),
    });
  });

  it("refuses a 1 MB source with 413 and a lesson without a kata with 404", async () => {
    const megabyte = await post(JSON.stringify({ source: "x".repeat(1024 * 1024) }));
    expect(megabyte.status).toBe(413);
    expect((await megabyte.json()).error.message).toMatch(/larger than/);
    for (const slug of ["no-such-lesson", "deadlines-and-retries", "../etc"]) {
      const response = await post(JSON.stringify({ source: reference }), slug);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toMatch(/no kata/);
    }
  });
});
