/**
 * How the page starts a kata grading worker: bundled by Next from kata-worker-entry.ts,
 * one per check, behind the watchdog (lib/kata/ui/watchdog-grader.ts).
 */
import { createWatchdogGrader, type GraderWorker, type WatchdogGrader } from "@/lib/kata/ui/watchdog-grader";
import { CHECK_BUDGET_MS, RUNNING_BUDGET_MS } from "@/lib/kata/ui/worker-protocol";

export function createKataGrader(): WatchdogGrader {
  return createWatchdogGrader({
    spawn: () =>
      new Worker(new URL("./kata-worker-entry.ts", import.meta.url), {
        type: "module",
        name: "kata-grader",
      }) as unknown as GraderWorker,
    budgetMs: CHECK_BUDGET_MS,
    runningBudgetMs: RUNNING_BUDGET_MS,
  });
}
