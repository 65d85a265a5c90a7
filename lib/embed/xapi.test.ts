import { describe, expect, it } from "vitest";
import { ADL_VERBS, buildStatement, isoDuration, SCORE_TOKEN_EXTENSION } from "./xapi";
import { XapiStatementSchema } from "./xapi-schema";

const base = { activityId: "https://lab.test/lessons/error-envelope#match", activityName: "Match the failures" };

describe("buildStatement", () => {
  it("builds an answered statement with a scaled score that passes the xAPI rules", () => {
    const statement = buildStatement({ ...base, verb: "answered", score: { raw: 7, max: 10 }, durationMs: 63_250 });
    expect(XapiStatementSchema.safeParse(statement).success).toBe(true);
    expect(statement.verb.id).toBe(ADL_VERBS.answered);
    expect(statement.result).toEqual({ score: { raw: 7, min: 0, max: 10, scaled: 0.7 }, duration: "PT1M3.25S" });
  });

  it("carries success, completion and the signed score token for a passed checkpoint", () => {
    const statement = buildStatement({
      ...base,
      verb: "passed",
      score: { raw: 9, max: 10 },
      success: true,
      completion: true,
      scoreToken: "abc.def",
    });
    expect(XapiStatementSchema.safeParse(statement).success).toBe(true);
    expect(statement.result?.extensions?.[SCORE_TOKEN_EXTENSION]).toBe("abc.def");
    expect(statement.result).toMatchObject({ success: true, completion: true });
  });

  it("keeps scaled within [0, 1] even for odd inputs", () => {
    expect(buildStatement({ ...base, verb: "answered", score: { raw: 3, max: 0 } }).result?.score?.scaled).toBe(0);
  });

  it("uses the actor the host named at the handshake", () => {
    const actor = { objectType: "Agent" as const, account: { homePage: "https://lms.edu", name: "s-42" } };
    const statement = buildStatement({ ...base, verb: "completed", actor });
    expect(statement.actor).toEqual(actor);
    expect(XapiStatementSchema.safeParse(statement).success).toBe(true);
  });
});

describe("the xAPI schema catches broken statements", () => {
  const good = buildStatement({ ...base, verb: "answered", score: { raw: 1, max: 2 }, durationMs: 1000 });

  it("refuses a scaled score outside [-1, 1]", () => {
    const bad = { ...good, result: { score: { scaled: 1.5 } } };
    expect(XapiStatementSchema.safeParse(bad).success).toBe(false);
  });

  it("refuses a verb without an IRI id", () => {
    expect(XapiStatementSchema.safeParse({ ...good, verb: { id: "answered" } }).success).toBe(false);
  });

  it("refuses a duration that is not ISO 8601", () => {
    expect(XapiStatementSchema.safeParse({ ...good, result: { duration: "63 seconds" } }).success).toBe(false);
  });
});

describe("isoDuration", () => {
  it("writes hours, minutes and seconds", () => {
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(1500)).toBe("PT1.5S");
    expect(isoDuration(3_600_000)).toBe("PT1H");
    expect(isoDuration(3_723_000)).toBe("PT1H2M3S");
  });
});
