/**
 * The kata's grading worker: the student's code runs here, on its own thread, in the
 * realm engine, so an endless loop holds only this thread and the page's watchdog ends
 * it by terminating the worker.
 */
import type { KataEngine } from "@/lib/kata/engine";
import { createRealmEngine } from "@/lib/kata/engine-realm";
import { gradeKata } from "@/lib/kata/grade-kata";
import { PROGRESS_MESSAGE, READING_MESSAGE } from "@/lib/kata/ui/watchdog-grader";
import { type FromGrader, GradeRequestSchema, PROGRESS_EVERY_MS } from "@/lib/kata/ui/worker-protocol";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: FromGrader | typeof PROGRESS_MESSAGE | typeof READING_MESSAGE): void;
};

/**
 * The realm engine, telling the page's watchdog it is still working each time a case
 * starts (at most every PROGRESS_EVERY_MS). A submission that loops never returns to start
 * another case, so the worker falls silent and the watchdog ends it.
 */
function reportingRealmEngine(): KataEngine {
  const engine = createRealmEngine();
  let last = 0;
  return {
    ...engine,
    start: (kataCase) => {
      const now = Date.now();
      if (now - last >= PROGRESS_EVERY_MS) {
        last = now;
        scope.postMessage(PROGRESS_MESSAGE);
      }
      return engine.start(kataCase);
    },
  };
}

scope.onmessage = async (event) => {
  const parsed = GradeRequestSchema.safeParse(event.data);
  if (!parsed.success) return;
  // Reading the source comes first; the watchdog tells its silence apart from a loop's.
  scope.postMessage(READING_MESSAGE);
  try {
    // The grader's own seed and run counts (GRADING_DEFAULTS): the same code gets the same feedback every time.
    const verdict = await gradeKata(parsed.data.grader ?? "layer", parsed.data.source, {
      engine: reportingRealmEngine,
      onStripped: () => scope.postMessage(PROGRESS_MESSAGE),
    });
    scope.postMessage({ type: "verdict", verdict });
  } catch (thrown) {
    scope.postMessage({ type: "failed", message: thrown instanceof Error ? thrown.message : String(thrown) });
  }
};
