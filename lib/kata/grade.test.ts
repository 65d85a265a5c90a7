import { describe, expect, it } from "vitest";
import { UNKNOWN_NAMES } from "./args-arbitraries";
import { DEADLINE_RANGE } from "./case-arbitraries";
import { BUG_ENTRIES } from "./corpus/bugs";
import { layerSource } from "./corpus/layer-source";
import { CORPUS_RUNS } from "./corpus/run-corpus";
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

  it("keeps no call after the failing one when a fixed example finds the failure, nor any the failure does not need", async () => {
    // An extra field on unknown tools only: the fixed examples of exact-fields and nothing-escapes
    // (three calls each) fail on their unknown-tool call.
    const extra = layerSource({
      lookup: `const tool = this.tools.get(name);
    if (tool === undefined) return { status: "invalid_args", tool: name, error: "unknown tool", extra: 1 } as ToolResult;`,
    });
    const verdict = await gradeSubmission(extra, { engine: createRealmEngine, runs: CORPUS_RUNS });
    if (verdict.kind !== "graded") throw new Error("refused");
    const failing = verdict.rules.filter((r) => !r.passed);
    expect(failing.map((r) => r.id)).toEqual(["exact-fields", "nothing-escapes"]);
    for (const failed of failing) {
      const examples = rule(failed.id).examples;
      expect(examples.some((example) => example.calls.length > 1)).toBe(true);
      // One call, and it is the fixed example's own failing call.
      expect(failed.counterexample?.case.calls).toHaveLength(1);
      expect(examples.flatMap((example) => example.calls)).toContainEqual(failed.counterexample?.case.calls[0]);
      expect(failed.counterexample?.callIndex).toBe(0);
    }
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

  it("shrinks a raw-arguments failure to one call whose arguments checking changes, under bad-args", async () => {
    const rawArgs = layerSource({
      call: "const output = await callWithDeadline((signal) => tool.run(rawArgs, { signal }), this.timeoutMs);",
    });
    const engine = await loadedEngine(rawArgs);
    const found = await checkRuleProperty(engine, rule("bad-args"));
    engine.dispose();
    const call = found?.case.calls[0];
    if (!found || !call) throw new Error("no counterexample");
    expect(found.case.calls).toHaveLength(1);
    expect(call.behaviour).toMatchObject({ afterMs: 0 });
    expect(found.receivedArgs).toEqual(call.args);
    expect(found.receivedArgs).not.toEqual(expectedFor(call, found.case.timeoutMs).receivedArgs);
    expect(checkStandInArgs(call.tool, call.args).ok).toBe(true);
    expect(found.expectedTool).toEqual({
      toolCalls: 1,
      receivedArgs: expectedFor(call, found.case.timeoutMs).receivedArgs,
    });
  });

  it("catches a deadline that fires late by a millisecond or a few, or lets a tie go to the tool, and shrinks to the deadline's instant", async () => {
    const lateLayers = BUG_ENTRIES.filter((entry) =>
      /deadline of its own, a millisecond late|few milliseconds more|before the deadline's timer/.test(entry.name),
    );
    expect(lateLayers).toHaveLength(3);
    for (const entry of lateLayers) {
      const engine = await loadedEngine(entry.source);
      // The property alone, with no more cases than a corpus run: the generated edges find it.
      const found = await checkRuleProperty(engine, rule("deadline"), { numRuns: CORPUS_RUNS.perRule });
      engine.dispose();
      const call = found?.case.calls[found.callIndex];
      expect(call?.behaviour, entry.name).toMatchObject({ afterMs: found?.case.timeoutMs });
      expect(found?.got, entry.name).toMatchObject({ kind: "resolved", value: { status: "ok" } });
    }
  });

  it("catches a deadline that fires a millisecond early: in-time tools settle at the last millisecond too", async () => {
    const early = layerSource({
      call: "const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs - 1);",
    });
    const engine = await loadedEngine(early);
    const found = await checkRuleProperty(engine, rule("ok-output"), { numRuns: CORPUS_RUNS.perRule });
    engine.dispose();
    expect(found?.case.calls[found.callIndex]?.behaviour).toMatchObject({ afterMs: (found?.case.timeoutMs ?? 0) - 1 });
    expect(found?.got).toMatchObject({ kind: "resolved", value: { status: "timeout" } });
  });

  it("finds nothing for the reference", async () => {
    const engine = await loadedEngine(REFERENCE_SOURCE);
    for (const each of KATA_RULES) expect(await checkRuleProperty(engine, each, { numRuns: 50 })).toBeUndefined();
    engine.dispose();
  });
});
