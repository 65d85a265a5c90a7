/**
 * How the sandbox starts the worker that runs a student's kata layer: bundled by Next from
 * layer-worker-entry.ts, one per call, behind the kata's watchdog. Imported only by the
 * sandbox's "my layer" engine, which loads when that mode is chosen.
 */
import { createWatchdogGrader, type GraderWorker, type WatchdogGrader } from "@/lib/kata/ui/watchdog-grader";
import { CHECK_BUDGET_MS, RUNNING_BUDGET_MS } from "@/lib/kata/ui/worker-protocol";

export function createLayerRunner(): WatchdogGrader {
  return createWatchdogGrader({
    spawn: () =>
      new Worker(new URL("./layer-worker-entry.ts", import.meta.url), {
        type: "module",
        name: "kata-layer",
      }) as unknown as GraderWorker,
    budgetMs: CHECK_BUDGET_MS,
    runningBudgetMs: RUNNING_BUDGET_MS,
  });
}
