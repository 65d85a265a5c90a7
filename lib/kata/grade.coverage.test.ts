/**
 * The grading cannot pass by luck: over a real grading of the reference (default seed and
 * runs), every behaviour, every kind of call and every status is seen many times, nearly all
 * of it in the nothing-escapes property, and thousands of calls are made.
 */
import { expect, it } from "vitest";
import type { KataEngine } from "./engine";
import { createRealmEngine } from "./engine-realm";
import { GRADING_DEFAULTS, gradeSubmission } from "./grade";
import { REFERENCE_SOURCE } from "./lesson-layers";
import { type CallKind, expectedFor } from "./oracle";
import { KATA_RULES } from "./rules";
import type { Behaviour, KataCase } from "./verdict";

const BEHAVIOURS: Behaviour["kind"][] = ["return", "throw", "throw-now", "signal-timeout", "hang"];
const STATUSES = ["ok", "invalid_args", "tool_error", "timeout"];
const KINDS = [...new Set(KATA_RULES.flatMap((rule) => Object.keys(rule.judges) as CallKind[]))];
const ENOUGH = 50;

it(`sees every behaviour, call kind and status at least ${ENOUGH} times in a grading, over thousands of calls`, async () => {
  const seen = new Map<string, number>();
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  // A spy around the real engine: counts what the grading actually ran, not what it might draw.
  const spying = (): KataEngine => {
    const engine = createRealmEngine();
    let current: KataCase | undefined;
    return {
      ...engine,
      start: (kataCase) => {
        current = kataCase as KataCase; // this spy serves the first kata only
        return engine.start(kataCase);
      },
      report: async () => {
        const report = await engine.report();
        for (const [index, call] of current?.calls.entries() ?? []) {
          const expected = expectedFor(call, current?.timeoutMs ?? 0);
          count(`behaviour ${call.behaviour.kind}`);
          count(`kind ${expected.kind}`);
          const outcome = report.outcomes[index]?.outcome;
          const status = outcome?.kind === "resolved" ? (outcome.value as { status?: string }).status : outcome?.kind;
          count(`status ${status}`);
        }
        return report;
      },
    };
  };
  // Only one generated case per other rule: the counts are nothing-escapes' own.
  const verdict = await gradeSubmission(REFERENCE_SOURCE, { engine: spying, runs: { perRule: 1 } });
  expect(verdict).toMatchObject({ kind: "graded", passed: true });
  expect(verdict.kind === "graded" && verdict.callsRun).toBeGreaterThanOrEqual(
    2 * GRADING_DEFAULTS.runs.nothingEscapes,
  );
  for (const key of [
    ...BEHAVIOURS.map((b) => `behaviour ${b}`),
    ...KINDS.map((k) => `kind ${k}`),
    ...STATUSES.map((s) => `status ${s}`),
  ]) {
    expect(seen.get(key) ?? 0, key).toBeGreaterThanOrEqual(ENOUGH);
  }
});
