/**
 * The kata's grading worker: the student's code runs here, on its own thread, in the
 * realm engine, so an endless loop holds only this thread and the page's watchdog ends
 * it by terminating the worker.
 */
import { type FromGrader, GradeRequestSchema } from "@/lib/kata/ui/worker-protocol";
import { gradeSubmission } from "./grade-stub";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: FromGrader): void;
};

scope.onmessage = async (event) => {
  const parsed = GradeRequestSchema.safeParse(event.data);
  if (!parsed.success) return;
  try {
    const verdict = await gradeSubmission(parsed.data.source, { engine: "realm", seed: parsed.data.seed });
    scope.postMessage({ type: "verdict", verdict });
  } catch (thrown) {
    scope.postMessage({ type: "failed", message: thrown instanceof Error ? thrown.message : String(thrown) });
  }
};
