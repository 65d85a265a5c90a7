import { browserStorage } from "@/components/storage/browser-storage";
import { currentLtiSession } from "@/lib/embed/grading-context";
import { type ExerciseResult, RESULT_EVENT } from "@/lib/embed/protocol";
import { LOCAL_WORK } from "@/lib/exercise-kinds/local-work";
import type { ConceptId } from "@/lib/practice/concept-ids";
import {
  EMPTY_PRACTICE,
  masteryOf,
  PRACTICE_EVENT,
  PRACTICE_RECORD_VERSION,
  parsePracticeRecord,
  practiceKey,
} from "@/lib/practice/mastery";
import { type Mastery, masteryWords } from "@/lib/practice/mastery-words";
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
import { peekVersioned } from "@/lib/progress/versioned-store";

/** A practice concept's mastery in this browser, and its words. */
export type ShownMastery = { state: Mastery["state"]; words: string };
export type ConceptMastery = Readonly<Partial<Record<ConceptId, ShownMastery>>>;

/**
 * The browser half of the course map, loaded after hydration (it is not first-load code):
 * records the parts in `opens` as opened, draws this student's map from storage, and draws
 * it again whenever a grade on this page comes back (the result event). For a page opened
 * by an LTI launch it also asks the results store once (GET /api/lessons/<slug>/progress,
 * the launch session as a Bearer token), so work from earlier launches and other browsers
 * shows; the store's verdicts are shown, never written here (a shared computer keeps one
 * record for everyone). When they cannot be shown, a quiet line says why (readStoreAnswer).
 * It draws again too when practice in this tab or any work in another tab changes storage.
 * With `concepts`, the lesson's practice concepts, it also reads their mastery.
 * Returns the unsubscribe.
 */
export function watchCourseMap(
  outline: CourseOutline,
  opens: readonly string[],
  draw: (map: CourseMap, note: string | null, mastery: ConceptMastery) => void,
  concepts: readonly ConceptId[] = [],
): () => void {
  const store = browserStorage();
  let stored: Readonly<Record<string, Verdict>> = {};
  let note: string | null = null;
  const gradedHere = new Set<string>();
  const redraw = () => {
    const record = withStoreVerdicts(readCourseRecord(store, outline.slug), stored, gradedHere);
    const work = Object.entries(LOCAL_WORK).map(([activity, read]) => [activity, read(store, outline.slug)]);
    const practice = peekVersioned(
      store,
      practiceKey(outline.slug),
      PRACTICE_RECORD_VERSION,
      parsePracticeRecord,
    ).value;
    const now = Date.now();
    const mastery = concepts.map((id) => {
      const held = masteryOf(practice ?? EMPTY_PRACTICE, id, now);
      return [id, { state: held.state, words: masteryWords(held) }];
    });
    draw(mapCourse(outline, record, Object.fromEntries(work)), note, Object.fromEntries(mastery));
  };
  const onResult = (event: Event) => {
    gradedHere.add((event as CustomEvent<ExerciseResult>).detail.kind);
    redraw();
  };
  if (opens.length > 0)
    updateCourseRecord(store, outline.slug, (record) => opens.reduce((next, part) => withOpened(next, part), record));
  redraw();
  window.addEventListener(RESULT_EVENT, onResult);
  // Practice in this tab, and any work another tab writes (the storage event fires only there).
  window.addEventListener(PRACTICE_EVENT, redraw);
  window.addEventListener("storage", redraw);

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
    window.removeEventListener(PRACTICE_EVENT, redraw);
    window.removeEventListener("storage", redraw);
  };
}
