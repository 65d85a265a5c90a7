import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/progress/memory-store";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";
import { savedResultKey } from "./attempts";
import { gradeCheckpoint } from "./grade";
import type { GradeResponse } from "./handle-post";
import { parseSavedResult, SAVED_RESULT_VERSION, type SavedResult, withoutToken } from "./saved-result";
import { makeCheckpoint } from "./test-support";
import { withholdKey } from "./withhold-key";

const checkpoint = makeCheckpoint();
const QUESTION_IDS = checkpoint.questions.map((q) => q.id);
const answers = { single: ["a"], multi: ["a", "b"], predict: ["invalid_args"], order: ["one", "two", "four", "three"] };
const VERSION = `sha256:${"A".repeat(43)}`;
// Saved as version 2 held it before drafts: a pass, its answers, no touched list, no order.
const saved = (): SavedResult => ({ result: withoutToken(passedResponse()), answers, contentVersion: VERSION });
/** Work in progress: two questions answered, the order question moved, nothing checked yet. */
const draft = (): SavedResult => ({
  result: null,
  answers: { single: ["b"], order: ["two", "one", "three", "four"] },
  touched: ["order"],
  order: { single: ["c", "a", "b"] },
  contentVersion: VERSION,
});

/** A passed grade as the server sends it, key held back (3 of 4 right is 75%, so the pass mark is lowered). */
function passedResponse(): GradeResponse {
  const passing = makeCheckpoint({ passMark: 75 });
  return {
    ...withholdKey(gradeCheckpoint(passing, answers), passing),
    token: "signed.token.value",
    attempt: 2,
    revealed: false,
    reveal: { allowed: false, afterAttempts: 3, attemptsLeft: 1 },
    nextOrder: { single: ["c", "a", "b"] },
  };
}

/** The saved result of lesson "demo", read back as the widget reads it. */
const loadSaved = (store: ReturnType<typeof memoryStore>) =>
  loadVersioned(
    store,
    savedResultKey("demo"),
    SAVED_RESULT_VERSION,
    (d) => parseSavedResult(d, QUESTION_IDS, VERSION),
    null,
  );

describe("parseSavedResult", () => {
  it("gives back a saved passed result unchanged after a trip through storage", () => {
    const store = memoryStore();
    saveVersioned(store, savedResultKey("demo"), SAVED_RESULT_VERSION, saved());
    const loaded = loadSaved(store);
    expect(loaded).toEqual({ value: saved() });
  });

  it("never keeps the signed score token (it names the learner and may outlive the secret)", () => {
    const kept = JSON.stringify(saved());
    expect(kept).not.toContain(passedResponse().token);
    expect(Object.keys(saved().result ?? {})).not.toContain("token");
  });

  it("refuses a result graded against another version of checkpoint.yaml", () => {
    expect(parseSavedResult(saved(), QUESTION_IDS, `sha256:${"B".repeat(43)}`)).toBeNull();
    expect(parseSavedResult(saved(), QUESTION_IDS, VERSION)).toEqual(saved());
  });

  it("keeps a result that did not pass, with its notes, so Back from a Review link finds it", () => {
    const passed = saved().result;
    if (!passed) throw new Error("the fixture has a result");
    const failed = { ...saved(), result: { ...passed, passed: false } };
    expect(parseSavedResult(failed, QUESTION_IDS, VERSION)).toEqual(failed);
  });

  it("gives back a draft (answers, touched order questions, served order, no result) after a trip through storage", () => {
    const store = memoryStore();
    saveVersioned(store, savedResultKey("demo"), SAVED_RESULT_VERSION, draft());
    expect(loadSaved(store)).toEqual({ value: draft() });
  });

  it("refuses a draft that names a question the lesson no longer has", () => {
    expect(parseSavedResult({ ...draft(), touched: ["gone"] }, QUESTION_IDS, VERSION)).toBeNull();
    expect(parseSavedResult({ ...draft(), order: { gone: ["a"] } }, QUESTION_IDS, VERSION)).toBeNull();
    expect(parseSavedResult(draft(), QUESTION_IDS, VERSION)).toEqual(draft());
  });

  it("refuses a result for other questions than the lesson has now", () => {
    expect(parseSavedResult(saved(), [...QUESTION_IDS, "new-question"], VERSION)).toBeNull();
    expect(parseSavedResult({ ...saved(), answers: { gone: ["a"] } }, QUESTION_IDS, VERSION)).toBeNull();
  });

  it("refuses data of the wrong shape", () => {
    expect(
      parseSavedResult({ ...saved(), result: { ...passedResponse(), score: "4" } }, QUESTION_IDS, VERSION),
    ).toBeNull();
    expect(parseSavedResult(null, QUESTION_IDS, VERSION)).toBeNull();
  });

  it("sets unreadable data aside under its own key and leaves every other key alone", () => {
    const store = memoryStore();
    store.setItem("envelope-lab:checkpoint:demo", '{"version":1,"data":{"attempts":2}}');
    store.setItem(savedResultKey("demo"), `{"version":${SAVED_RESULT_VERSION},"data":{"result":7}}`);
    const loaded = loadSaved(store);
    expect(loaded.value).toBeNull();
    expect(loaded.notice).toBeDefined();
    expect(store.data.get(`${savedResultKey("demo")}:set-aside`)).toBe(
      `{"version":${SAVED_RESULT_VERSION},"data":{"result":7}}`,
    );
    expect(store.data.get("envelope-lab:checkpoint:demo")).toBe('{"version":1,"data":{"attempts":2}}');
  });
});
