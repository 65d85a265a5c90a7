import { describe, expect, it } from "vitest";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";
import { gradeCheckpoint } from "./grade";
import type { GradeResponse } from "./handle-post";
import { parseSavedResult, SAVED_RESULT_VERSION, type SavedResult, savedResultKey } from "./saved-result";
import { makeCheckpoint } from "./test-support";
import { withholdKey } from "./withhold-key";

const checkpoint = makeCheckpoint();
const QUESTION_IDS = checkpoint.questions.map((q) => q.id);
const answers = { single: ["a"], multi: ["a", "b"], predict: ["invalid_args"], order: ["one", "two", "four", "three"] };

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

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("parseSavedResult", () => {
  it("gives back a saved passed result unchanged after a trip through storage", () => {
    const saved: SavedResult = { result: passedResponse(), answers };
    const store = memoryStore();
    saveVersioned(store, savedResultKey("demo"), SAVED_RESULT_VERSION, saved);
    const loaded = loadVersioned(
      store,
      savedResultKey("demo"),
      SAVED_RESULT_VERSION,
      (d) => parseSavedResult(d, QUESTION_IDS),
      null,
    );
    expect(loaded).toEqual({ value: saved });
  });

  it("refuses a result that did not pass, so a blank quiz is never replaced by a failed one", () => {
    const failed = { ...passedResponse(), passed: false };
    expect(parseSavedResult({ result: failed, answers }, QUESTION_IDS)).toBeNull();
  });

  it("refuses a result for other questions than the lesson has now", () => {
    expect(parseSavedResult({ result: passedResponse(), answers }, [...QUESTION_IDS, "new-question"])).toBeNull();
    expect(parseSavedResult({ result: passedResponse(), answers: { gone: ["a"] } }, QUESTION_IDS)).toBeNull();
  });

  it("refuses data of the wrong shape", () => {
    expect(parseSavedResult({ result: { ...passedResponse(), score: "4" }, answers }, QUESTION_IDS)).toBeNull();
    expect(parseSavedResult(null, QUESTION_IDS)).toBeNull();
  });

  it("sets unreadable data aside under its own key and leaves every other key alone", () => {
    const store = memoryStore();
    store.setItem("envelope-lab:checkpoint:demo", '{"version":1,"data":{"attempts":2}}');
    store.setItem(savedResultKey("demo"), '{"version":1,"data":{"result":7}}');
    const loaded = loadVersioned(
      store,
      savedResultKey("demo"),
      SAVED_RESULT_VERSION,
      (d) => parseSavedResult(d, QUESTION_IDS),
      null,
    );
    expect(loaded.value).toBeNull();
    expect(loaded.notice).toBeDefined();
    expect(store.data.get(`${savedResultKey("demo")}:set-aside`)).toBe('{"version":1,"data":{"result":7}}');
    expect(store.data.get("envelope-lab:checkpoint:demo")).toBe('{"version":1,"data":{"attempts":2}}');
  });
});
