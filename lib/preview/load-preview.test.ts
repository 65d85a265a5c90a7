import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPreview } from "./load-preview";

const MISTAKES = path.join(__dirname, "..", "content", "fixtures", "authoring-mistakes");

describe("loadPreview", () => {
  it("loads a real lesson's exercises with their answers and no problems", async () => {
    const preview = await loadPreview("deadlines-and-retries");
    expect(preview?.title).toBe("Deadlines and retries");
    expect(preview?.problems).toEqual([]);
    expect(preview?.match?.cards).toHaveLength(8);
    expect(preview?.checkpoint?.checkpoint.questions).toHaveLength(8);
    expect(preview?.scenarios.map((s) => s.id)).toContain("retry-pool-wait");
    // NOTE: the content check and the checkpoint loader each compile the MDX with shiki;
    // on a busy shared 2-core machine that alone has taken 7-10 s.
  }, 30_000);

  it("shows a broken lesson's problems instead of throwing, leaving out what cannot load", async () => {
    const preview = await loadPreview("several-mistakes", MISTAKES);
    expect(preview?.match).toBeNull();
    expect(preview?.checkpoint).toBeNull();
    expect(preview?.problems.map((p) => p.field)).toContain("cards[4].id");
  });

  it("returns null for a slug that is not a lesson", async () => {
    expect(await loadPreview("../etc")).toBeNull();
  });
});
