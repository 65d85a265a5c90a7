import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { loadPreview } from "./load-preview";

const MISTAKES = path.join(__dirname, "..", "content", "fixtures", "authoring-mistakes");

describe("loadPreview", () => {
  it("loads a real lesson's exercises with their answers and no problems", async () => {
    const preview = await loadPreview("deadlines-and-retries");
    expect(preview?.title).toBe("Deadlines and retries");
    expect(preview?.problems).toEqual([]);
    // All of each file, as the loaders read it, answer key included: not a public view.
    expect(preview?.match).toEqual(loadMatchExercise("deadlines-and-retries"));
    expect(preview?.match?.cards.every((card) => card.status && card.explanation)).toBe(true);
    expect(preview?.checkpoint).toEqual(await loadCheckpoint("deadlines-and-retries"));
    const keyed = preview?.checkpoint?.checkpoint.questions.every((q) =>
      q.kind === "order" ? q.steps.length > 0 : q.options.some((option) => option.correct),
    );
    expect(keyed).toBe(true);
    expect(preview?.scenarios.map((s) => s.id)).toContain("retry-pool-wait");
    // NOTE: the content check compiles the lesson (MDX and shiki); on a busy shared
    // 2-core machine that alone has taken 7-10 s.
  }, 60_000);

  it("shows a broken lesson's problems instead of throwing, leaving out what cannot load", async () => {
    const preview = await loadPreview("several-mistakes", MISTAKES);
    expect(preview?.match).toBeNull();
    expect(preview?.checkpoint).toBeNull();
    expect(preview?.problems.map((p) => p.field)).toContain("cards #5 › id");
  });

  it("returns null for a slug that is not a lesson", async () => {
    expect(await loadPreview("../etc")).toBeNull();
  });
});
