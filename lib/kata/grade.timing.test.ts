/**
 * Measures (and prints) what a grading costs on the realm engine with the default seed and
 * runs: the first grading in a fresh test worker (cold: nothing compiled or warmed yet) and the
 * median of the next ones (warm), for the lesson's reference and starter, with the calls run.
 */
import { expect, it } from "vitest";
import { createRealmEngine } from "./engine-realm";
import { GRADING_DEFAULTS, gradeSubmission } from "./grade";
import { REFERENCE_SOURCE, STARTER_SOURCE } from "./lesson-layers";

const WARM_RUNS = 3;

async function timed(source: string) {
  const started = performance.now();
  const verdict = await gradeSubmission(source, { engine: createRealmEngine });
  return { ms: performance.now() - started, callsRun: verdict.kind === "graded" ? verdict.callsRun : 0 };
}

it(`grades the reference and the starter, cold then warm (median of ${WARM_RUNS}), and prints the figures`, async () => {
  for (const [name, source] of [
    ["reference", REFERENCE_SOURCE],
    ["starter", STARTER_SOURCE],
  ] as const) {
    const cold = await timed(source);
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) {
      const again = await timed(source);
      expect(again.callsRun, "the same seed runs the same calls").toBe(cold.callsRun);
      warm.push(again.ms);
    }
    const median = warm.sort((a, b) => a - b)[Math.floor(WARM_RUNS / 2)] ?? 0;
    console.log(
      `kata grading (realm engine, seed ${GRADING_DEFAULTS.seed}) ${name}: cold ${cold.ms.toFixed(0)} ms, warm ${median.toFixed(0)} ms, ${cold.callsRun} calls`,
    );
    expect(cold.callsRun).toBeGreaterThan(0);
  }
});
