import { describe, expect, it } from "vitest";
import { readStoredDraft, sameFiles } from "./stored-draft";

const saved = { "lesson.mdx": "saved text", "match.yaml": "cards: []" };

describe("readStoredDraft", () => {
  it("gives back a stored draft that differs from the saved files, on top of them", () => {
    expect(readStoredDraft(JSON.stringify({ "lesson.mdx": "edited" }), saved)).toEqual({
      "lesson.mdx": "edited",
      "match.yaml": "cards: []",
    });
  });

  it("ignores a draft that equals the files, is not JSON, or names a file the studio does not edit", () => {
    expect(readStoredDraft(JSON.stringify(saved), saved)).toBeNull();
    expect(readStoredDraft("{oops", saved)).toBeNull();
    expect(readStoredDraft(JSON.stringify({ "../x": "y" }), saved)).toBeNull();
    expect(readStoredDraft(null, saved)).toBeNull();
  });
});

describe("sameFiles", () => {
  it("compares names and text", () => {
    expect(sameFiles(saved, { ...saved })).toBe(true);
    expect(sameFiles(saved, { "lesson.mdx": "saved text" })).toBe(false);
  });
});
