import { describe, expect, it } from "vitest";
import { UNKNOWN_NAMES } from "./args-arbitraries";
import { DEADLINE_RANGE } from "./case-arbitraries";
import { createRealmEngine } from "./engine-realm";
import { checkRuleProperty, GRADING_DEFAULTS, gradeSubmission } from "./grade";
import { REFERENCE_SOURCE, STARTER_SOURCE } from "./lesson-layers";
import { expectedFor } from "./oracle";
import { KATA_RULES } from "./rules";
import { checkStandInArgs } from "./stand-in-args";
import { loadedEngine } from "./test-layers";
import { KATA_RULE_IDS, type KataRuleId, VerdictSchema } from "./verdict";

const rule = (id: KataRuleId) => {
  const found = KATA_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("gradeSubmission on the realm engine, default runs", () => {
  it("passes the lesson's reference on every rule, in the rules' order", async () => {
    const verdict = await gradeSubmission(REFERENCE_SOURCE, { engine: createRealmEngine });
    expect(VerdictSchema.parse(verdict)).toMatchObject({ kind: "graded", passed: true, seed: GRADING_DEFAULTS.seed });
    expect(verdict.kind === "graded" && verdict.rules.map((r) => [r.id, r.passed])).toEqual(
      KATA_RULE_IDS.map((id) => [id, true]),
    );
  });

  it("fails the lesson's starter, with a counterexample for each failing rule", async () => {
    const verdict = await gradeSubmission(STARTER_SOURCE, { engine: createRealmEngine });
    if (verdict.kind !== "graded") throw new Error("refused");
    expect(verdict.passed).toBe(false);
    const failing = verdict.rules.filter((r) => !r.passed);
    expect(failing.length).toBeGreaterThan(0);
    for (const failed of failing) expect(failed.counterexample?.problem).not.toBe("");
  });

  it("gives the same verdict for the same seed, and says which seed", async () => {
    const options = { engine: createRealmEngine, seed: 7, runs: { perRule: 30, nothingEscapes: 60 } };
    const first = await gradeSubmission(STARTER_SOURCE, options);
    expect(await gradeSubmission(STARTER_SOURCE, options)).toEqual(first);
    expect(first).toMatchObject({ seed: 7 });
  });
});

describe("the shrinker (a rule's property alone, without its examples)", () => {
  it("shrinks the starter's unknown-tool failure to one call of the simplest unknown name", async () => {
    const engine = await loadedEngine(STARTER_SOURCE);
    const found = await checkRuleProperty(engine, rule("unknown-tool"));
    engine.dispose();
    expect(found?.case.calls).toHaveLength(1);
    expect(found?.case.calls[0]?.tool).toBe(UNKNOWN_NAMES[0]);
    expect(found?.case.timeoutMs).toBe(DEADLINE_RANGE.min);
    expect(found?.got).toMatchObject({ kind: "resolved", value: { status: "tool_error" } });
  });

  it("shrinks the starter's raw-arguments failure to one call whose arguments checking changes", async () => {
    const engine = await loadedEngine(STARTER_SOURCE);
    const found = await checkRuleProperty(engine, rule("ok-output"));
    engine.dispose();
    const call = found?.case.calls[0];
    if (!found || !call) throw new Error("no counterexample");
    expect(found.case.calls).toHaveLength(1);
    expect(call.behaviour).toMatchObject({ afterMs: 0 });
    expect(found.receivedArgs).toEqual(call.args);
    expect(found.receivedArgs).not.toEqual(expectedFor(call, found.case.timeoutMs).receivedArgs);
    expect(checkStandInArgs(call.tool, call.args).ok).toBe(true);
  });

  it("finds nothing for the reference", async () => {
    const engine = await loadedEngine(REFERENCE_SOURCE);
    for (const each of KATA_RULES) expect(await checkRuleProperty(engine, each, { numRuns: 50 })).toBeUndefined();
    engine.dispose();
  });
});
