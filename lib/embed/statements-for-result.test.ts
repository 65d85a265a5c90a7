import { describe, expect, it } from "vitest";
import { statementsForResult } from "./statements-for-result";
import { ADL_VERBS, SCORE_TOKEN_EXTENSION } from "./xapi";
import { XapiStatementSchema } from "./xapi-schema";

const context = { siteOrigin: "https://lab.test", durationMs: 90_000, now: new Date("2026-11-30T10:00:00Z") };

describe("statementsForResult", () => {
  it("reports a checked match exercise as answered, completed and failed by the server's word, with its score and score token", () => {
    const statements = statementsForResult(
      { kind: "match", slug: "error-envelope", score: 8, max: 10, passed: false, scoreToken: "m.sig" },
      context,
    );
    expect(statements.map((s) => s.verb.id)).toEqual([ADL_VERBS.answered, ADL_VERBS.completed, ADL_VERBS.failed]);
    expect(statements[2]?.result).toMatchObject({ success: false, completion: true });
    expect(statements[0]?.object.id).toBe("https://lab.test/lessons/error-envelope#match");
    expect(statements[0]?.result?.score).toEqual({ raw: 8, min: 0, max: 10, scaled: 0.8 });
    expect(statements[0]?.result?.duration).toBe("PT1M30S");
    expect(statements[1]?.result?.extensions?.[SCORE_TOKEN_EXTENSION]).toBe("m.sig");
    for (const s of statements) expect(XapiStatementSchema.safeParse(s).success).toBe(true);
  });

  it("adds passed with success and the score token for a passed checkpoint", () => {
    const statements = statementsForResult(
      { kind: "checkpoint", slug: "error-envelope", score: 9, max: 10, passed: true, scoreToken: "t.sig" },
      context,
    );
    expect(statements.map((s) => s.verb.display["en-US"])).toEqual(["answered", "completed", "passed"]);
    expect(statements[2]?.result).toMatchObject({ success: true, completion: true });
    expect(statements[2]?.result?.extensions?.[SCORE_TOKEN_EXTENSION]).toBe("t.sig");
    for (const s of statements) expect(XapiStatementSchema.safeParse(s).success).toBe(true);
  });

  it("reports failed with success false for a failed checkpoint", () => {
    const [, , last] = statementsForResult(
      { kind: "checkpoint", slug: "error-envelope", score: 3, max: 10, passed: false },
      context,
    );
    expect(last?.verb.id).toBe(ADL_VERBS.failed);
    expect(last?.result?.success).toBe(false);
  });

  it("reports a kata graded on the server like the checkpoint: passed, with its score token", () => {
    const statements = statementsForResult(
      { kind: "kata", slug: "error-envelope", score: 8, max: 8, passed: true, scoreToken: "k.sig" },
      context,
    );
    expect(statements.map((s) => s.verb.id)).toEqual([ADL_VERBS.answered, ADL_VERBS.completed, ADL_VERBS.passed]);
    expect(statements[0]?.object.id).toBe("https://lab.test/lessons/error-envelope#kata");
    expect(statements[2]?.result?.extensions?.[SCORE_TOKEN_EXTENSION]).toBe("k.sig");
    for (const s of statements) expect(XapiStatementSchema.safeParse(s).success).toBe(true);
  });
});
