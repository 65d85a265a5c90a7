import { browserStorage } from "@/components/storage/browser-storage";
import { type ExerciseResult, RESULT_EVENT } from "@/lib/embed/protocol";
import { updateCourseRecord, withVerdict } from "@/lib/progress/course-map";

/**
 * Announces a checked exercise on window. On a normal page nobody listens but the course
 * map; inside an embed the bridge turns it into xAPI statements for the host. Exercises
 * therefore need not know whether they are embedded. Every result here is the server's
 * grade, so this is also where the course map records the server's verdict (before the
 * event, so a map that hears it reads the new verdict).
 */
export function emitResult(result: ExerciseResult) {
  updateCourseRecord(browserStorage(), result.slug, (record) => withVerdict(record, result.kind, result));
  window.dispatchEvent(new CustomEvent<ExerciseResult>(RESULT_EVENT, { detail: result }));
}
