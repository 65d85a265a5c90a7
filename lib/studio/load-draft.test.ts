import { describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { loadStudioDraft } from "./load-draft";
import { readStudioFiles } from "./studio-files";

const SLUG = "deadlines-and-retries";

describe("loadStudioDraft", () => {
  it("loads a real lesson as saved: no problems, the page, and both exercises with their keys", async () => {
    const draft = await loadStudioDraft(SLUG, {}, LESSONS_DIR);
    expect(draft.problems).toEqual([]);
    expect(draft.page?.headings.map((h) => h.id)).toContain("checkpoint");
    expect(draft.match?.cards.every((card) => card.status && card.explanation)).toBe(true);
    expect(draft.checkpoint?.questions.length).toBeGreaterThan(0);
  }, 60_000);

  it("shows a broken draft's problem and leaves out only what it breaks", async () => {
    const files = readStudioFiles(SLUG, LESSONS_DIR);
    const match = files["match.yaml"]?.replace(/^prompt:/m, "prompt: [") ?? "";
    const draft = await loadStudioDraft(SLUG, { "match.yaml": match }, LESSONS_DIR);
    expect(draft.match).toBeNull();
    expect(draft.problems.some((p) => p.name === "match.yaml" && p.severity === "error")).toBe(true);
    expect(draft.page).not.toBeNull();
    expect(draft.checkpoint).not.toBeNull();
  }, 60_000);
});
