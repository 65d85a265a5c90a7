import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/progress/memory-store";
import { saveVersioned } from "@/lib/progress/versioned-store";
import { DRAFT_VERSION, draftKey } from "./draft";
import { peekDraft } from "./peek-draft";

const STARTER = "export class ToolsLayer {}\n";

describe("peekDraft", () => {
  it("gives the saved source and writes nothing", () => {
    const store = memoryStore();
    saveVersioned(store, draftKey("demo"), DRAFT_VERSION, { source: STARTER });
    store.writes.length = 0;
    expect(peekDraft(store, "demo")).toEqual({ kind: "draft", source: STARTER });
    expect(store.writes).toEqual([]);
  });

  it("says there is none when nothing or only blank text is saved", () => {
    const store = memoryStore();
    expect(peekDraft(store, "demo")).toEqual({ kind: "none" });
    saveVersioned(store, draftKey("demo"), DRAFT_VERSION, { source: "  \n" });
    expect(peekDraft(store, "demo")).toEqual({ kind: "none" });
  });

  it("says why a stored draft cannot be used, and leaves it where it is for the kata to set aside", () => {
    const store = memoryStore({ [draftKey("demo")]: JSON.stringify({ version: DRAFT_VERSION + 1, data: {} }) });
    expect(peekDraft(store, "demo")).toEqual({ kind: "unusable", why: "was saved by another version of this page" });
    expect(peekDraft(memoryStore({ [draftKey("demo")]: "{" }), "demo")).toEqual({
      kind: "unusable",
      why: "could not be read",
    });
    expect(store.writes).toEqual([]);
  });

  it("says so when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(peekDraft(blocked, "demo").kind).toBe("unusable");
  });
});
