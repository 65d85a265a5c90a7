import { browserStorage } from "@/components/storage/browser-storage";
import { currentLtiSession } from "@/lib/embed/grading-context";
import { type ExerciseResult, RESULT_EVENT } from "@/lib/embed/protocol";
import { LOCAL_WORK } from "@/lib/exercise-kinds/local-work";
import {
  type CourseMap,
  type CourseOutline,
  mapCourse,
  readCourseRecord,
  readStoreAnswer,
  STORE_NOTES,
  updateCourseRecord,
  type Verdict,
  withOpened,
  withStoreVerdicts,
} from "@/lib/progress/course-map";

/**
 * The browser half of the course map, loaded after hydration (it is not first-load code):
 * records the parts in `opens` as opened, draws this student's map from storage, and draws
 * it again whenever a grade on this page comes back (the result event). For a page opened
 * by an LTI launch it also asks the results store once (GET /api/lessons/<slug>/progress,
 * the launch session as a Bearer token), so work from earlier launches and other browsers
 * shows; the store's verdicts are shown, never written here (a shared computer keeps one
 * record for everyone). When they cannot be shown, a quiet line says why (readStoreAnswer).
 * Returns the unsubscribe.
 */
export function watchCourseMap(
  outline: CourseOutline,
  opens: readonly string[],
  draw: (map: CourseMap, note: string | null) => void,
): () => void {
  const store = browserStorage();
  let stored: Readonly<Record<string, Verdict>> = {};
  let note: string | null = null;
  const gradedHere = new Set<string>();
  const redraw = () => {
    const record = withStoreVerdicts(readCourseRecord(store, outline.slug), stored, gradedHere);
    const work = Object.entries(LOCAL_WORK).map(([activity, read]) => [activity, read(store, outline.slug)]);
    draw(mapCourse(outline, record, Object.fromEntries(work)), note);
  };
  const onResult = (event: Event) => {
    gradedHere.add((event as CustomEvent<ExerciseResult>).detail.kind);
    redraw();
  };
  if (opens.length > 0)
    updateCourseRecord(store, outline.slug, (record) => opens.reduce((next, part) => withOpened(next, part), record));
  redraw();
  window.addEventListener(RESULT_EVENT, onResult);

  const controller = new AbortController();
  const session = currentLtiSession();
  if (session) {
    fetch(`/api/lessons/${encodeURIComponent(outline.slug)}/progress`, {
      headers: { authorization: `Bearer ${session}` },
      cache: "no-store",
      signal: controller.signal,
    })
      .then(async (response) => readStoreAnswer(response.status, await response.json().catch(() => null)))
      .catch(() => ({ verdicts: null, note: STORE_NOTES.unavailable }))
      .then((answer) => {
        if (controller.signal.aborted) return;
        stored = answer.verdicts ?? {};
        note = answer.note;
        redraw();
      });
  }
  return () => {
    controller.abort();
    window.removeEventListener(RESULT_EVENT, onResult);
  };
}
