import { browserStorage, readStored } from "@/components/storage/browser-storage";
import { RESULT_EVENT } from "@/lib/embed/protocol";
import { savedResultKey } from "@/lib/exercises/checkpoint/attempts";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import { draftKey } from "@/lib/kata/ui/draft";
import {
  type CourseMap,
  type CourseOutline,
  mapCourse,
  readCourseRecord,
  updateCourseRecord,
  withOpened,
} from "@/lib/progress/course-map";

/** Where each kind keeps a student's unchecked work: something saved there means started. */
const LOCAL_WORK: Record<string, (slug: string) => string> = {
  match: matchProgressKey,
  checkpoint: savedResultKey,
  kata: draftKey,
};

/**
 * The browser half of the course map, loaded after hydration (it is not first-load code):
 * records `current` as opened, draws this student's map from storage, and draws it again
 * whenever a grade on this page comes back (the result event). Returns the unsubscribe.
 */
export function watchCourseMap(
  outline: CourseOutline,
  current: string | undefined,
  draw: (map: CourseMap) => void,
): () => void {
  const store = browserStorage();
  const redraw = () => {
    const record = readCourseRecord(store, outline.slug);
    const started = new Set(
      Object.entries(LOCAL_WORK)
        .filter(([, key]) => readStored(key(outline.slug)) !== null)
        .map(([activity]) => activity),
    );
    draw(mapCourse(outline, record, started));
  };
  if (current) updateCourseRecord(store, outline.slug, (record) => withOpened(record, current));
  redraw();
  window.addEventListener(RESULT_EVENT, redraw);
  return () => window.removeEventListener(RESULT_EVENT, redraw);
}
