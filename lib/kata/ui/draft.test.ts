import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/progress/memory-store";
import { loadVersioned, SET_ASIDE_SUFFIX, saveVersioned } from "@/lib/progress/versioned-store";
import { DRAFT_VERSION, draftKey, MAX_DRAFT_CHARS, parseDraft, peekDraft, resetLosesWork } from "./draft";

const STARTER = "export class ToolsLayer {}\n";
const load = (store: ReturnType<typeof memoryStore>) =>
  loadVersioned(store, draftKey("demo"), DRAFT_VERSION, parseDraft, { source: STARTER });

describe("kata draft storage", () => {
  it("gives back a saved draft unchanged after a trip through storage", () => {
    const store = memoryStore();
    const draft = { source: "export class ToolsLayer { /* mine */ }\n" };
    expect(saveVersioned(store, draftKey("demo"), DRAFT_VERSION, draft)).toEqual({ ok: true });
    expect(load(store)).toEqual({ value: draft });
  });

  it("starts from the starter when nothing is saved, without writing anything", () => {
    const store = memoryStore();
    expect(load(store)).toEqual({ value: { source: STARTER } });
    expect(store.writes).toEqual([]);
  });

  it("sets a corrupt draft aside, keeps its text, and starts from the starter with a notice", () => {
    const raw = "{not json";
    const store = memoryStore({ [draftKey("demo")]: raw });
    const loaded = load(store);
    expect(loaded.value).toEqual({ source: STARTER });
    expect(loaded.notice).toMatch(/set aside/);
    expect(store.data.get(draftKey("demo") + SET_ASIDE_SUFFIX)).toBe(raw);
    expect(store.data.has(draftKey("demo"))).toBe(false);
  });

  it("sets aside a draft saved by another version", () => {
    const raw = JSON.stringify({ version: DRAFT_VERSION + 1, data: { source: "x" } });
    const store = memoryStore({ [draftKey("demo")]: raw });
    expect(load(store).notice).toMatch(/another version/);
    expect(store.data.get(draftKey("demo") + SET_ASIDE_SUFFIX)).toBe(raw);
  });
});

describe("parseDraft", () => {
  it("refuses anything but an object with a string source", () => {
    for (const data of [null, "code", 42, [], {}, { source: 42 }, { source: null }])
      expect(parseDraft(data)).toBeNull();
  });

  it("refuses a source longer than the limit and accepts one at it", () => {
    expect(parseDraft({ source: "x".repeat(MAX_DRAFT_CHARS + 1) })).toBeNull();
    expect(parseDraft({ source: "x".repeat(MAX_DRAFT_CHARS) })).toEqual({ source: "x".repeat(MAX_DRAFT_CHARS) });
  });

  it("keeps an empty draft: a student may clear the editor on purpose", () => {
    expect(parseDraft({ source: "" })).toEqual({ source: "" });
  });
});

describe("resetLosesWork", () => {
  it("asks for confirmation only when the draft differs from the starter", () => {
    expect(resetLosesWork(STARTER, STARTER)).toBe(false);
    expect(resetLosesWork(`${STARTER}// edit\n`, STARTER)).toBe(true);
  });
});

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
