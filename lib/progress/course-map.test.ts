import { describe, expect, it } from "vitest";
import {
  COURSE_MAP_VERSION,
  type CourseOutline,
  courseKey,
  EMPTY_RECORD,
  mapCourse,
  parseCourseRecord,
  parseStoredVerdicts,
  readCourseRecord,
  readStoreAnswer,
  STORE_NOTES,
  updateCourseRecord,
  withOpened,
  withStoreVerdicts,
  withVerdict,
} from "./course-map";
import { memoryStore } from "./memory-store";

const outline: CourseOutline = {
  slug: "demo",
  parts: [
    { id: "intro", title: "Intro", path: "/lessons/demo", activities: [] },
    {
      id: "practice",
      title: "Practice",
      path: "/lessons/demo/practice",
      activities: [{ activity: "match", label: "Matching exercise" }],
    },
    {
      id: "test",
      title: "Test",
      path: "/lessons/demo/test",
      activities: [
        { activity: "kata", label: "Kata" },
        { activity: "checkpoint", label: "Checkpoint" },
      ],
    },
  ],
};

describe("course map", () => {
  it("sends a new student to Start at the first part, with nothing done", () => {
    const map = mapCourse(outline, EMPTY_RECORD, {});
    expect(map.next).toEqual({ path: "/lessons/demo", title: "Intro", verb: "Start" });
    expect(map.parts.map((p) => p.state)).toEqual(["not-started", "not-started", "not-started"]);
    expect(map.summary).toEqual({ passed: 0, exercises: 3, done: 0, parts: 3 });
  });

  it("counts a part done when opened and every exercise in it passed on the server, and continues after it", () => {
    let record = withOpened(withOpened(EMPTY_RECORD, "intro"), "practice");
    record = withVerdict(record, "match", { score: 9, max: 9, passed: true });
    const map = mapCourse(outline, record, { kata: { started: true } });
    expect(map.parts.map((p) => p.state)).toEqual(["done", "done", "in-progress"]);
    expect(map.next).toEqual({ path: "/lessons/demo/test", title: "Test", verb: "Continue" });
    expect(map.parts[2]?.activities.map((a) => a.state)).toEqual(["in-progress", "not-started"]);
    expect(map.summary).toEqual({ passed: 1, exercises: 3, done: 2, parts: 3 });
  });

  it("keeps a part open while an exercise in it has a verdict that did not pass", () => {
    const record = withVerdict(withOpened(EMPTY_RECORD, "practice"), "match", { score: 4, max: 9, passed: false });
    const map = mapCourse(outline, record, {});
    expect(map.parts[1]).toMatchObject({
      state: "in-progress",
      activities: [{ state: "in-progress", verdict: { score: 4 } }],
    });
    expect(map.next?.path).toBe("/lessons/demo");
  });

  it("honours a pass a widget's own record kept from the server, and shows a widget's detail and unreadable record", () => {
    const map = mapCourse(outline, withOpened(EMPTY_RECORD, "test"), {
      checkpoint: { started: true, passed: true, detail: "best 90%" },
      kata: { started: false, unreadable: true },
    });
    expect(map.parts[2]?.activities).toEqual([
      { activity: "kata", label: "Kata", state: "not-started", work: { started: false, unreadable: true } },
      {
        activity: "checkpoint",
        label: "Checkpoint",
        state: "passed",
        work: { started: true, passed: true, detail: "best 90%" },
      },
    ]);
    expect(map.summary.passed).toBe(1);
  });

  it("has nothing next once every part is done", () => {
    let record = EMPTY_RECORD;
    for (const part of outline.parts) record = withOpened(record, part.id);
    for (const activity of ["match", "kata", "checkpoint"])
      record = withVerdict(record, activity, { score: 3, max: 3, passed: true });
    expect(mapCourse(outline, record, {}).next).toBeNull();
  });

  it("shows practice's progress without letting it hold a part back or count as an exercise", () => {
    const withPractice: CourseOutline = {
      ...outline,
      parts: outline.parts.map((part) =>
        part.id === "intro"
          ? { ...part, activities: [{ activity: "practice", label: "Practice", graded: false }] }
          : part,
      ),
    };
    const detail = "status: 2 of 5 right in a row";
    const map = mapCourse(withPractice, withOpened(EMPTY_RECORD, "intro"), { practice: { started: true, detail } });
    expect(map.parts[0]).toMatchObject({
      state: "done",
      activities: [{ activity: "practice", graded: false, state: "in-progress", work: { detail } }],
    });
    expect(map.summary).toEqual({ passed: 0, exercises: 3, done: 1, parts: 3 });
  });

  it("keeps the best score and a pass through a worse later grade, but not across a change of scale", () => {
    let record = withVerdict(EMPTY_RECORD, "kata", { score: 6, max: 6, passed: true });
    record = withVerdict(record, "kata", { score: 2, max: 6, passed: false });
    expect(record.verdicts.kata).toEqual({ score: 2, max: 6, best: 6, passed: true });
    record = withVerdict(record, "kata", { score: 3, max: 7, passed: false });
    expect(record.verdicts.kata).toEqual({ score: 3, max: 7, best: 3, passed: false });
  });

  it("believes only a sound record", () => {
    const sound = withVerdict(withOpened(EMPTY_RECORD, "intro"), "kata", { score: 2, max: 6, passed: false });
    expect(parseCourseRecord(JSON.parse(JSON.stringify(sound)))).toEqual(sound);
    expect(parseCourseRecord({ opened: "intro", verdicts: {} })).toBeNull();
    expect(
      parseCourseRecord({ opened: [], verdicts: { kata: { score: 7, max: 6, best: 7, passed: true } } }),
    ).toBeNull();
    expect(
      parseCourseRecord({ opened: [], verdicts: { kata: { score: 5, max: 6, best: 4, passed: false } } }),
    ).toBeNull();
    expect(parseCourseRecord({ opened: [], verdicts: [] })).toBeNull();
    expect(parseCourseRecord(null)).toBeNull();
  });

  it("reads and writes through storage under its own key, and reads an unreadable value as nothing", () => {
    const store = memoryStore();
    updateCourseRecord(store, "demo", (r) => withOpened(r, "intro"));
    expect(readCourseRecord(store, "demo")).toEqual({ opened: ["intro"], verdicts: {} });
    store.setItem(courseKey("demo"), JSON.stringify({ version: COURSE_MAP_VERSION, data: { opened: 3 } }));
    expect(readCourseRecord(store, "demo")).toEqual(EMPTY_RECORD);
  });

  it("merges the store's verdicts without lowering the store's pass or best, nor this browser's", () => {
    const local = {
      opened: ["intro"],
      verdicts: {
        match: { score: 4, max: 10, best: 9, passed: false },
        kata: { score: 6, max: 6, best: 6, passed: true },
      },
    };
    const stored = {
      match: { score: 10, max: 10, best: 10, passed: true },
      kata: { score: 2, max: 6, best: 3, passed: false },
      checkpoint: { score: 5, max: 5, best: 5, passed: true },
    };
    expect(withStoreVerdicts(local, stored)).toEqual({
      opened: ["intro"],
      verdicts: {
        // The last score is the store's; the best and the pass are the higher of the two.
        match: { score: 10, max: 10, best: 10, passed: true },
        kata: { score: 2, max: 6, best: 6, passed: true },
        checkpoint: { score: 5, max: 5, best: 5, passed: true },
      },
    });
    // Graded on this page after the store answered, this browser's last score is the newer.
    expect(withStoreVerdicts(local, stored, new Set(["kata"])).verdicts.kata).toEqual({
      score: 6,
      max: 6,
      best: 6,
      passed: true,
    });
    expect(withStoreVerdicts(EMPTY_RECORD, stored).verdicts).toEqual(stored);
    expect(withStoreVerdicts(local, {})).toEqual(local);
    // Drawn, the store's pass shows though this browser never passed the match.
    const map = mapCourse(outline, withStoreVerdicts(local, stored), {});
    expect(map.summary.passed).toBe(3);
  });

  it("on another scale keeps the verdict that passed, else the higher share of its maximum", () => {
    const ours = (verdict: { score: number; max: number; best: number; passed: boolean }) => ({
      opened: [],
      verdicts: { kata: verdict },
    });
    const passedOld = { score: 6, max: 6, best: 6, passed: true };
    const failedNew = { score: 7, max: 8, best: 7, passed: false };
    expect(withStoreVerdicts(ours(failedNew), { kata: passedOld }).verdicts.kata).toEqual(passedOld);
    expect(withStoreVerdicts(ours(passedOld), { kata: failedNew }).verdicts.kata).toEqual(passedOld);
    const half = { score: 3, max: 6, best: 3, passed: false };
    expect(withStoreVerdicts(ours(half), { kata: failedNew }).verdicts.kata).toEqual(failedNew);
    expect(withStoreVerdicts(ours(failedNew), { kata: half }).verdicts.kata).toEqual(failedNew);
    // An equal share: this browser's stands.
    const sameShare = { score: 4, max: 8, best: 4, passed: false };
    expect(withStoreVerdicts(ours(half), { kata: sameShare }).verdicts.kata).toEqual(half);
  });

  it("shows the store's verdicts only from a sound 200, and says why otherwise", () => {
    const verdicts = { kata: { score: 6, max: 10, best: 10, passed: true } };
    expect(readStoreAnswer(200, { lesson: "demo", verdicts })).toEqual({ verdicts, note: null });
    // A launch session refused: only opening the lesson again from the course helps.
    expect(readStoreAnswer(401, { error: { message: "expired" } })).toEqual({
      verdicts: null,
      note: STORE_NOTES.expired,
    });
    for (const [status, body] of [
      [503, { error: { message: "store down" } }],
      [403, { error: { message: "another lesson" } }],
      [200, { lesson: "demo" }],
      [200, null],
    ] as const)
      expect(readStoreAnswer(status, body), `${status} ${JSON.stringify(body)}`).toEqual({
        verdicts: null,
        note: STORE_NOTES.unavailable,
      });
    expect(STORE_NOTES.expired).not.toBe(STORE_NOTES.unavailable);
  });

  it("reads the progress endpoint's answer with the record's own guard", () => {
    const verdicts = { kata: { score: 6, max: 10, best: 10, passed: true } };
    expect(parseStoredVerdicts({ lesson: "demo", verdicts })).toEqual(verdicts);
    expect(parseStoredVerdicts({ lesson: "demo", verdicts: {} })).toEqual({});
    expect(parseStoredVerdicts({ verdicts: { kata: { score: 11, max: 10, best: 11, passed: true } } })).toBeNull();
    expect(parseStoredVerdicts({ error: { message: "expired" } })).toBeNull();
    expect(parseStoredVerdicts("verdicts")).toBeNull();
  });
});
