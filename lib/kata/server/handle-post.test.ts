import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { MAX_SOURCE_LENGTH } from "@/lib/kata/strip-types";
import { makeLtiGrading, makeSession } from "@/lib/lti/grading-test-support";
import { scoreService } from "@/lib/lti/score-service";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { makeTokenDeps } from "@/lib/score-token/test-support";
import type { AnyKataVerdict } from "../grader-rules";
import { TRANSLATOR_RULE_IDS } from "../translator/verdict";
import { KATA_RULE_IDS, type Verdict } from "../verdict";
import { defaultPoolOptions, startGradingPool } from "./default-pool";
import type { PoolAnswer } from "./grading-pool";
import { handleKataPost, type KataPostDeps } from "./handle-post";

const { keys, isKnownLesson, nowMs: NOW_MS, tokens } = makeTokenDeps(`sha256:${"K".repeat(43)}`);
const REFERENCE = "export class ToolsLayer { /* the reference */ }";

const graded = (failing: number): Verdict => ({
  kind: "graded",
  passed: failing === 0,
  rules: KATA_RULE_IDS.map((id, index) => ({ id, passed: index >= failing })),
  seed: 7,
  callsRun: 100,
});
const refused = (code: "syntax" | "cpu" | "too-long"): Verdict => ({
  kind: "refused",
  refusal: { code, message: "words" },
});
const answering = (answer: PoolAnswer): KataPostDeps => ({
  hasKata: isKnownLesson,
  reference: async () => REFERENCE,
  grade: async () => answer,
  scores: () => scoreService(tokens()),
});

const post = (body: unknown, deps: KataPostDeps, slug = "lesson", headers: HeadersInit = {}) =>
  handleKataPost(
    slug,
    new Request("http://x/", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers }),
    deps,
  );

describe("handleKataPost", () => {
  it("scores a graded verdict by rules passed and signs it as the kata activity", async () => {
    const response = await post({ source: "layer" }, answering({ kind: "verdict", verdict: graded(2) }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ verdict: graded(2), score: KATA_RULE_IDS.length - 2, max: KATA_RULE_IDS.length });
    expect(body.passed).toBe(false);
    const verified = await verifyScoreToken(body.token, keys.verifying, { isKnownLesson, nowSeconds: NOW_MS / 1000 });
    expect(verified).toMatchObject({
      ok: true,
      claims: { activity: "kata", score: KATA_RULE_IDS.length - 2, passMark: 100, passed: false, attempt: 1 },
    });
  });

  it("grades with the lesson's own grader and scores a translator out of its rules, refusals included", async () => {
    const asked: string[] = [];
    const translator = (verdict: AnyKataVerdict): KataPostDeps => ({
      ...answering({ kind: "verdict", verdict }),
      grader: async () => "translator",
      grade: async (_source, _client, grader) => {
        asked.push(grader);
        return { kind: "verdict", verdict };
      },
    });
    const rules = TRANSLATOR_RULE_IDS.map((id) => ({ id, passed: id !== "error-flag" }));
    const graded = { kind: "graded", passed: false, rules, seed: 16, callsRun: 9 } as const;
    const body = await (await post({ source: "x" }, translator(graded))).json();
    expect(body).toMatchObject({ score: TRANSLATOR_RULE_IDS.length - 1, max: TRANSLATOR_RULE_IDS.length });
    const stopped = await (await post({ source: "x" }, translator(refused("cpu")))).json();
    expect(stopped).toMatchObject({ score: 0, max: TRANSLATOR_RULE_IDS.length });
    expect(asked).toEqual(["translator", "translator"]);
  });

  it("passes only with every rule, and counts the attempt from the previous token", async () => {
    const deps = answering({ kind: "verdict", verdict: graded(0) });
    const first = await (await post({ source: "layer" }, deps)).json();
    const second = await (await post({ source: "layer", previousToken: first.token }, deps)).json();
    expect(second).toMatchObject({ passed: true, score: KATA_RULE_IDS.length, attempt: 2 });
  });

  it("signs a stopped submission as an attempt that scored nothing, but not code that never ran", async () => {
    const stopped = await (await post({ source: "x" }, answering({ kind: "verdict", verdict: refused("cpu") }))).json();
    expect(stopped).toMatchObject({ score: 0, passed: false, attempt: 1 });
    expect(stopped.token).toEqual(expect.any(String));
    const syntax = await post({ source: "x" }, answering({ kind: "verdict", verdict: refused("syntax") }));
    expect(syntax.status).toBe(200);
    const body = await syntax.json();
    expect(body).toMatchObject({ verdict: refused("syntax"), score: 0 });
    expect(body).not.toHaveProperty("token");
  });

  it("answers 503 with Retry-After when the pool is full", async () => {
    const response = await post({ source: "x" }, answering({ kind: "busy", retryAfterSeconds: 9 }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("9");
    expect((await response.json()).error.message).toMatch(/busy.*9 seconds/);
  });

  it("answers 429 with Retry-After when the client already has its share of the pool", async () => {
    const response = await post({ source: "x" }, answering({ kind: "too-many", retryAfterSeconds: 4 }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("4");
    expect((await response.json()).error.message).toMatch(/earlier submissions.*4 seconds/);
  });

  it("counts a submission against the launch session's learner, else against the address it came from", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    const clients: string[] = [];
    const deps: KataPostDeps = {
      hasKata: isKnownLesson,
      reference: async () => REFERENCE,
      grade: async (_source, client) => {
        clients.push(client);
        return { kind: "verdict", verdict: graded(1) };
      },
      scores: () => scoreService(tokens(), lti.lti),
    };
    const session = await lti.sign(makeSession({ target: { slug: "lesson", widget: "kata" } }));
    // The address a proxy appended, after one the client claimed.
    const from = { "x-forwarded-for": "6.6.6.6, 203.0.113.7" };
    await post({ source: "x", ltiSession: session }, deps, "lesson", from);
    await post({ source: "x", learner: { objectType: "Agent", name: "Ada" } }, deps, "lesson", from);
    expect(clients).toEqual(["learner https://lms.test learner-42", "address 203.0.113.7"]);
  });

  it("answers 413 for a source over the limit without grading it, and for a 1 MB body", async () => {
    const grade = vi.fn();
    const deps = { ...answering({ kind: "busy", retryAfterSeconds: 1 }), grade };
    expect((await post({ source: "x".repeat(MAX_SOURCE_LENGTH + 1) }, deps)).status).toBe(413);
    const megabyte = await post({ source: "// ".repeat(350_000) }, deps);
    expect(megabyte.status).toBe(413);
    expect((await megabyte.json()).error.message).toMatch(/larger than/);
    expect(grade).not.toHaveBeenCalled();
    const refusedByGrader = await post({ source: "x" }, answering({ kind: "verdict", verdict: refused("too-long") }));
    expect(refusedByGrader.status).toBe(413);
  });

  it("answers 404 for a lesson without a kata and 400 for a body without source", async () => {
    const deps = answering({ kind: "verdict", verdict: graded(0) });
    expect((await post({ source: "x" }, deps, "other")).status).toBe(404);
    expect((await post({ source: "x" }, deps, "../etc")).status).toBe(404);
    const missing = await post({ previousToken: "x" }, deps);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.issues[0].path).toBe("source");
    const both = await post({ source: "x", reveal: true }, deps);
    expect((await both.json()).error.issues[0]).toMatchObject({
      path: "source",
      message: expect.stringMatching(/^send source .* or reveal: true/),
    });
    expect((await post({ code: "x" }, deps)).status).toBe(400);
  });

  it("shows the reference only for a verified passing token of this learner, and a reveal is no attempt", async () => {
    let passing = false;
    const grade = vi.fn(async () => ({ kind: "verdict" as const, verdict: graded(passing ? 0 : 3) }));
    const deps: KataPostDeps = { ...answering({ kind: "verdict", verdict: graded(0) }), grade };
    const refusal = /^Answers are shown once every rule passes on the server\. Send the score token/;

    const none = await post({ reveal: true }, deps);
    expect(none.status).toBe(403);
    expect((await none.json()).error.message).toMatch(refusal);
    const failed = await (await post({ source: "layer" }, deps)).json();
    const early = await post({ reveal: true, previousToken: failed.token }, deps);
    expect(early.status).toBe(403);
    expect(JSON.stringify(await early.json())).not.toContain("the reference");

    passing = true;
    const passed = await (await post({ source: "layer", previousToken: failed.token }, deps)).json();
    expect(passed).toMatchObject({ passed: true, attempt: 2 });
    grade.mockClear();
    const shown = await post({ reveal: true, previousToken: passed.token }, deps);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(await shown.json()).toEqual({
      reference: REFERENCE,
      reveal: { allowed: true, afterAttempts: null, attemptsLeft: null },
    });
    expect(grade).not.toHaveBeenCalled();

    // The token must itself be a pass: a later failing attempt's token shows nothing.
    passing = false;
    const later = await (await post({ source: "layer", previousToken: passed.token }, deps)).json();
    expect((await post({ reveal: true, previousToken: later.token }, deps)).status).toBe(403);
    // A token another learner earned, or one that is not a score token, shows nothing.
    const stranger = await post(
      { reveal: true, previousToken: passed.token, learner: { objectType: "Agent", mbox: "mailto:b@example.org" } },
      deps,
    );
    expect(stranger.status).toBe(403);
    expect((await post({ reveal: true, previousToken: "not.a.token" }, deps)).status).toBe(400);
  });

  it("does not show the reference for a verified pass of another activity of the same lesson", async () => {
    const deps = answering({ kind: "verdict", verdict: graded(0) });
    for (const activity of ["match", "checkpoint"] as const) {
      const who = await scoreService(tokens()).learner({}, { lesson: "lesson", activity });
      if (!who.ok) throw new Error(`no learner for the ${activity}`);
      const issued = await who.learner.issue({ lesson: "lesson", activity, score: 10, max: 10, passMark: 100 });
      if (!issued.ok) throw new Error(`no token for the ${activity}`);
      // A real pass, signed with the kata's own keys, for this learner and lesson.
      const verified = await verifyScoreToken(issued.token, keys.verifying, {
        isKnownLesson,
        nowSeconds: NOW_MS / 1000,
      });
      expect(verified).toMatchObject({ ok: true, claims: { lesson: "lesson", activity, passed: true } });
      const reveal = await post({ reveal: true, previousToken: issued.token }, deps);
      expect(reveal.status, activity).toBe(403);
      expect(JSON.stringify(await reveal.json())).not.toContain("the reference");
    }
  });

  it("answers 503, not 500, when grading fails on the server's side", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await post(
      { source: "x" },
      {
        hasKata: isKnownLesson,
        reference: async () => REFERENCE,
        grade: () => Promise.reject(new Error("no")),
        scores: () => scoreService(tokens()),
      },
    );
    expect(response.status).toBe(503);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("answers 503 on a server without its worker bundle, and logs which file is missing and how to make it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = mkdtempSync(path.join(tmpdir(), "no-kata-worker-"));
    const response = await post(
      { source: "x" },
      {
        hasKata: isKnownLesson,
        reference: async () => REFERENCE,
        grade: async (source, client) => startGradingPool(defaultPoolOptions(root)).grade(source, client),
        scores: () => scoreService(tokens()),
      },
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toMatch(/your code is still in the editor/);
    expect(String(log.mock.calls[0])).toContain(
      `${path.join(root, ".kata-worker", "grading-worker.mjs")} is missing: run \`npm run build\``,
    );
    log.mockRestore();
    rmSync(root, { recursive: true });
  });

  it("never answers an odd body with a 5xx", async () => {
    const deps = answering({ kind: "verdict", verdict: graded(1) });
    const seen = new Set<number>();
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc
        .record(
          { source: fc.oneof(fc.string(), fc.anything()), learner: fc.anything(), previousToken: fc.anything() },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc
        .record({ source: fc.string(), learner: fc.constant({ objectType: "Agent", name: "Ada" }) })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await post(text, deps);
        seen.add(response.status);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toMatch(/application\/json/);
      }),
      { numRuns: 400, seed: 16 },
    );
    // Not a pass by luck: both graded and refused bodies were among them.
    expect([...seen].sort()).toEqual([200, 400]);
  });

  it("passes a graded attempt back for the launch session's learner, and refuses an expired session before grading", async () => {
    const lti = await makeLtiGrading(NOW_MS);
    let gradedRuns = 0;
    const deps: KataPostDeps = {
      hasKata: isKnownLesson,
      reference: async () => REFERENCE,
      grade: async () => {
        gradedRuns++;
        return { kind: "verdict", verdict: graded(0) };
      },
      scores: () => scoreService(tokens(), lti.lti),
    };
    const session = await lti.sign(makeSession({ target: { slug: "lesson", widget: "kata" } }));
    expect((await post({ source: "x", ltiSession: session }, deps)).status).toBe(200);
    expect(lti.enqueued.map((item) => item.score.userId)).toEqual(["learner-42"]);
    expect(lti.recorded.map((r) => [r.attempt.answers, r.attempt.verdicts])).toEqual([[{ source: "x" }, graded(0)]]);
    const expired = await lti.sign(makeSession({ target: { slug: "lesson" } }), NOW_MS - 3 * 60 * 60 * 1000);
    const refused = await post({ source: "x", ltiSession: expired }, deps);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toMatch(/^ltiSession has expired/);
    expect(gradedRuns).toBe(1);
  });
});
