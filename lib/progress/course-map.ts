/**
 * A student's course map: which parts of a lesson were opened and what the server said
 * about each graded exercise, and from these the next thing to do. Client-safe (no zod,
 * no React): the home page and every lesson page read it in the browser.
 *
 * Graded work is marked only from the server's verdicts (`withVerdict`, written when a
 * grade comes back from the server, or a pass a widget's record kept from the server
 * before this record existed), never from a widget's own check, so a kata that passes in
 * the browser but not on the server is not "passed" here. For an LTI learner the results
 * store's verdicts are merged in for display (`withStoreVerdicts`).
 */
import { isCountUpTo } from "./limits";
import { type LocalWork, NO_WORK } from "./local-work";
import { type KeyValueStore, peekVersioned, saveVersioned } from "./versioned-store";

/** Bump when the saved shape changes; a value of another version is read as nothing. */
export const COURSE_MAP_VERSION = 1;

/** localStorage key of one lesson's course record. */
export const courseKey = (slug: string) => `envelope-lab:course:${slug}`;

/** The server's word on one exercise: its last grade, the best score, and whether it ever passed. */
export type Verdict = { score: number; max: number; best: number; passed: boolean };

/** One lesson's record: the parts opened, and the verdicts by activity ("match", "kata"…). */
export type CourseRecord = { opened: string[]; verdicts: Record<string, Verdict> };

export const EMPTY_RECORD: CourseRecord = { opened: [], verdicts: {} };

const MAX_POINTS = 10_000;
const MAX_PARTS = 100;

/** A hand-written guard (zod would add ~29 kB to the browser's map code): null for anything not a sound record. */
export function parseCourseRecord(data: unknown): CourseRecord | null {
  if (typeof data !== "object" || data === null) return null;
  const { opened, verdicts } = data as Record<string, unknown>;
  if (!Array.isArray(opened) || opened.length > MAX_PARTS || !opened.every((id) => typeof id === "string")) return null;
  if (typeof verdicts !== "object" || verdicts === null || Array.isArray(verdicts)) return null;
  const entries = Object.entries(verdicts);
  if (entries.length > MAX_PARTS || !entries.every(([, v]) => isVerdict(v))) return null;
  return { opened: [...opened], verdicts: Object.fromEntries(entries) as Record<string, Verdict> };
}

function isVerdict(value: unknown): value is Verdict {
  if (typeof value !== "object" || value === null) return false;
  const { score, max, best, passed } = value as Record<string, unknown>;
  return (
    isCountUpTo(max, MAX_POINTS) &&
    isCountUpTo(score, max) &&
    isCountUpTo(best, max) &&
    best >= score &&
    typeof passed === "boolean"
  );
}

/** The record after the server graded `activity`: the best score and a pass are kept. */
export function withVerdict(
  record: CourseRecord,
  activity: string,
  grade: { score: number; max: number; passed: boolean },
): CourseRecord {
  const before = record.verdicts[activity];
  const sameScale = before?.max === grade.max;
  const verdict: Verdict = {
    score: grade.score,
    max: grade.max,
    best: sameScale ? Math.max(before.best, grade.score) : grade.score,
    passed: grade.passed || (sameScale && before.passed),
  };
  return { ...record, verdicts: { ...record.verdicts, [activity]: verdict } };
}

/**
 * The record with the results store's verdicts (an LTI learner's, from earlier launches and
 * other browsers) merged in, for display. Neither side lowers the other: on the same scale
 * the best is the higher and a pass on either side stands. The last score is the store's
 * (the course's record, perhaps made today in another browser), except for an activity in
 * `gradedHere`, graded on this page after the store answered, where this browser's is
 * newer. On another scale (the graded file changed) the verdict with a pass, else the
 * higher share of its maximum, wins; on a tie, this browser's.
 */
export function withStoreVerdicts(
  record: CourseRecord,
  stored: Readonly<Record<string, Verdict>>,
  gradedHere: ReadonlySet<string> = new Set(),
): CourseRecord {
  const verdicts = { ...record.verdicts };
  for (const [activity, theirs] of Object.entries(stored)) {
    const ours = verdicts[activity];
    if (!ours) verdicts[activity] = theirs;
    else if (ours.max === theirs.max)
      verdicts[activity] = {
        score: gradedHere.has(activity) ? ours.score : theirs.score,
        max: ours.max,
        best: Math.max(ours.best, theirs.best),
        passed: ours.passed || theirs.passed,
      };
    else if (outranks(theirs, ours)) verdicts[activity] = theirs;
  }
  return { ...record, verdicts };
}

const outranks = (a: Verdict, b: Verdict) => (a.passed !== b.passed ? a.passed : a.best * b.max > b.best * a.max);

/** The verdicts of GET /api/lessons/<slug>/progress's answer (`{ lesson, verdicts }`), or null for anything else. */
export function parseStoredVerdicts(body: unknown): Record<string, Verdict> | null {
  const verdicts = typeof body === "object" && body !== null ? (body as Record<string, unknown>).verdicts : null;
  return parseCourseRecord({ opened: [], verdicts })?.verdicts ?? null;
}

/** The quiet lines under the map when the store's verdicts are not shown. */
export const STORE_NOTES = {
  /** The store or the network failed, or the answer made no sense: a later visit may do. */
  unavailable: "Results saved by your course could not be loaded just now; this shows what this browser knows.",
  /** The launch session was refused (it lasts two hours): only a new launch helps. */
  expired:
    "Your course launch has expired, so results saved by your course are not shown; open the lesson again from your course to see them.",
};

/** What the map makes of the store's answer (status and parsed body): its verdicts, or the line to show instead. */
export function readStoreAnswer(
  status: number,
  body: unknown,
): { verdicts: Record<string, Verdict>; note: null } | { verdicts: null; note: string } {
  if (status === 401) return { verdicts: null, note: STORE_NOTES.expired };
  const verdicts = status === 200 ? parseStoredVerdicts(body) : null;
  return verdicts ? { verdicts, note: null } : { verdicts: null, note: STORE_NOTES.unavailable };
}

/** The record with part `partId` opened. */
export const withOpened = (record: CourseRecord, partId: string): CourseRecord =>
  record.opened.includes(partId) ? record : { ...record, opened: [...record.opened, partId] };

export const readCourseRecord = (store: KeyValueStore | undefined, slug: string): CourseRecord =>
  peekVersioned(store, courseKey(slug), COURSE_MAP_VERSION, parseCourseRecord).value ?? EMPTY_RECORD;

/** Reads, changes and writes one lesson's record; a refused write changes nothing on screen. */
export function updateCourseRecord(
  store: KeyValueStore | undefined,
  slug: string,
  change: (record: CourseRecord) => CourseRecord,
): CourseRecord {
  const next = change(readCourseRecord(store, slug));
  saveVersioned(store, courseKey(slug), COURSE_MAP_VERSION, next);
  return next;
}

/** A lesson as the map draws it: its parts in order, each with the exercises it holds. */
export type CourseOutline = {
  slug: string;
  parts: {
    id: string;
    title: string;
    path: string;
    /** `graded: false`: practice, shown with its progress but never holding a part back. */
    activities: { activity: string; label: string; graded?: false }[];
  }[];
};

export type ActivityState = "not-started" | "in-progress" | "passed";
export type PartState = "not-started" | "opened" | "in-progress" | "done";

export type MappedActivity = {
  activity: string;
  label: string;
  graded?: false;
  state: ActivityState;
  verdict?: Verdict;
  /** What the kind's own record in this browser says. */
  work: LocalWork;
};
export type MappedPart = { id: string; title: string; path: string; state: PartState; activities: MappedActivity[] };

export type CourseMap = {
  parts: MappedPart[];
  /** Where "Start" or "Continue" leads: the first part not done; null when all are. */
  next: { path: string; title: string; verb: "Start" | "Continue" } | null;
  /** Graded exercises passed of all, and parts done of all. */
  summary: { passed: number; exercises: number; done: number; parts: number };
};

/**
 * Draws the map. `work` is what each kind's own record holds (answers, placed cards, a
 * draft, a pass the server graded before this record kept verdicts), by activity. A part
 * is done when it was opened and every exercise in it passed on the server; opened with
 * work left, it is in progress.
 */
export function mapCourse(
  outline: CourseOutline,
  record: CourseRecord,
  work: Readonly<Record<string, LocalWork>>,
): CourseMap {
  const parts = outline.parts.map((part): MappedPart => {
    const activities = part.activities.map(({ activity, label, graded }): MappedActivity => {
      const verdict = record.verdicts[activity];
      const local = work[activity] ?? NO_WORK;
      const state: ActivityState =
        verdict?.passed || local.passed ? "passed" : verdict || local.started ? "in-progress" : "not-started";
      return { activity, label, state, work: local, ...(graded === false && { graded }), ...(verdict && { verdict }) };
    });
    const opened = record.opened.includes(part.id);
    const worked = activities.some((a) => a.state !== "not-started");
    const passed = activities.every((a) => a.state === "passed" || a.graded === false);
    const state: PartState = opened && passed ? "done" : worked ? "in-progress" : opened ? "opened" : "not-started";
    return { id: part.id, title: part.title, path: part.path, state, activities };
  });
  const pending = parts.find((part) => part.state !== "done");
  const begun = parts.some((part) => part.state !== "not-started");
  const exercises = parts.flatMap((part) => part.activities).filter((a) => a.graded !== false);
  return {
    parts,
    next: pending ? { path: pending.path, title: pending.title, verb: begun ? "Continue" : "Start" } : null,
    summary: {
      passed: exercises.filter((a) => a.state === "passed").length,
      exercises: exercises.length,
      done: parts.filter((part) => part.state === "done").length,
      parts: parts.length,
    },
  };
}
