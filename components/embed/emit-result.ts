import { type ExerciseResult, RESULT_EVENT } from "@/lib/embed/protocol";

/**
 * Announces a checked exercise on window. On a normal page nobody listens; inside an
 * embed the bridge turns it into xAPI statements for the host. Exercises therefore
 * need not know whether they are embedded.
 */
export function emitResult(result: ExerciseResult) {
  window.dispatchEvent(new CustomEvent<ExerciseResult>(RESULT_EVENT, { detail: result }));
}
