import { describe, expect, it } from "vitest";
import {
  COURSE_MAP_VERSION,
  type CourseOutline,
  courseKey,
  EMPTY_RECORD,
  mapCourse,
  parseCourseRecord,
  readCourseRecord,
  updateCourseRecord,
  withOpened,
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
});
