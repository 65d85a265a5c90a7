import { browserStorage } from "@/components/storage/browser-storage";
import { currentLtiSession } from "@/lib/embed/grading-context";
import { RESULT_EVENT } from "@/lib/embed/protocol";
import { LOCAL_WORK } from "@/lib/exercise-kinds/local-work";
import {
  type CourseMap,
  type CourseOutline,
  mapCourse,
  parseStoredVerdicts,
  readCourseRecord,
  updateCourseRecord,
  type Verdict,
  withOpened,
  withStoreVerdicts,
} from "@/lib/progress/course-map";

/** The quiet line under the map when an LTI learner's results could not be fetched. */
export const STORE_NOTE =
  "Results saved by your course could not be loaded just now; this shows what this browser knows.";

/**
 * The browser half of the course map, loaded after hydration (it is not first-load code):
 * records the parts in `opens` as opened, draws this student's map from storage, and draws
 * it again whenever a grade on this page comes back (the result event). For a page opened
 * by an LTI launch it also asks the results store once (GET /api/lessons/<slug>/progress,
 * the launch session as a Bearer token), so work from earlier launches and other browsers
 * shows; the store's verdicts are shown, never written here (a shared computer keeps one
 * record for everyone). A failed request leaves this browser's map and says so quietly.
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
  const redraw = () => {
    const record = withStoreVerdicts(readCourseRecord(store, outline.slug), stored);
    const work = Object.entries(LOCAL_WORK).map(([activity, read]) => [activity, read(store, outline.slug)]);
    draw(mapCourse(outline, record, Object.fromEntries(work)), note);
  };
  if (opens.length > 0)
    updateCourseRecord(store, outline.slug, (record) => opens.reduce((next, part) => withOpened(next, part), record));
  redraw();
  window.addEventListener(RESULT_EVENT, redraw);

  const controller = new AbortController();
  const session = currentLtiSession();
  if (session) {
    const failed = () => {
      note = STORE_NOTE;
      redraw();
    };
    fetch(`/api/lessons/${encodeURIComponent(outline.slug)}/progress`, {
      headers: { authorization: `Bearer ${session}` },
      cache: "no-store",
      signal: controller.signal,
    })
      .then(async (response) => {
        const verdicts = response.ok ? parseStoredVerdicts(await response.json()) : null;
        if (!verdicts) return failed();
        stored = verdicts;
        redraw();
      })
      .catch(() => {
        if (!controller.signal.aborted) failed();
      });
  }
  return () => {
    controller.abort();
    window.removeEventListener(RESULT_EVENT, redraw);
  };
}
