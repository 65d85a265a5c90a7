import { describe, expect, it } from "vitest";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { toPublicCheckpoint } from "@/lib/exercises/checkpoint/public-view";
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import { randomSecret } from "@/lib/score-token/test-support";
import { secretArrange } from "./served-order";

const ATTEMPTS = 120;
const newSecret = () => new TextEncoder().encode(randomSecret());

async function realCheckpoints(): Promise<[string, Checkpoint][]> {
  const out: [string, Checkpoint][] = [];
  for (const slug of listLessonSlugs()) {
    const loaded = await loadCheckpoint(slug);
    if (loaded) out.push([slug, loaded.checkpoint]);
  }
  return out;
}

/** The public views of every real lesson for attempts 1..ATTEMPTS, as one server would serve them. */
async function servedViews() {
  const secret = newSecret();
  const views = [];
  for (const [slug, checkpoint] of await realCheckpoints()) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const arrange = secretArrange(secret, { lesson: slug, activity: "checkpoint", attempt });
      views.push({ checkpoint, view: toPublicCheckpoint(slug, checkpoint, new Map(), arrange) });
    }
  }
  return views;
}

describe("served order of the real lessons", () => {
  it("puts a right option first only as often as chance would, so 'the first one is right' earns nothing", async () => {
    let observed = 0;
    let served = 0;
    let expected = 0;
    let variance = 0;
    const positions = new Map<string, Set<number>>();
    for (const { checkpoint, view } of await servedViews()) {
      for (const question of checkpoint.questions) {
        if (question.kind === "order") continue;
        const right = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
        const options = view.questions.find((q) => q.id === question.id)?.options ?? [];
        const p = right.size / options.length;
        served++;
        if (right.has(options[0]?.id ?? "")) observed++;
        expected += p;
        variance += p * (1 - p);
        const seen = positions.get(question.id) ?? new Set();
        seen.add(options.findIndex((o) => right.has(o.id)));
        positions.set(question.id, seen);
      }
    }
    // A figure for the record: what the old attack ("undo the public shuffle") now recovers.
    console.info(
      `'first option is right' guessed ${observed} of ${served} served keys; chance alone: ${expected.toFixed(1)}`,
    );
    expect(positions.size).toBeGreaterThan(10);
    // Five standard deviations: a fixed order (authored or any other) would be far outside.
    expect(Math.abs(observed - expected)).toBeLessThan(5 * Math.sqrt(variance));
    for (const [id, seen] of positions)
      expect(seen.size, `${id} is always served with its key at one spot`).toBeGreaterThan(1);
  });

  it("never serves an order question solved, and moves its first step around", async () => {
    const firstAt = new Map<string, Set<number>>();
    let orderViews = 0;
    for (const { checkpoint, view } of await servedViews()) {
      for (const question of checkpoint.questions) {
        if (question.kind !== "order") continue;
        orderViews++;
        const served = (view.questions.find((q) => q.id === question.id)?.steps ?? []).map((s) => s.id);
        expect(served.join()).not.toBe(question.steps.map((s) => s.id).join());
        const seen = firstAt.get(question.id) ?? new Set();
        seen.add(served.indexOf(question.steps[0]?.id ?? ""));
        firstAt.set(question.id, seen);
      }
    }
    expect(orderViews).toBeGreaterThanOrEqual(ATTEMPTS);
    for (const seen of firstAt.values()) expect(seen.size).toBeGreaterThan(2);
  });

  it("depends on the secret: the public code with another secret serves other orders", async () => {
    const [entry] = await realCheckpoints();
    if (!entry) throw new Error("no lesson has a checkpoint");
    const [slug, checkpoint] = entry;
    const serve = () =>
      JSON.stringify(
        toPublicCheckpoint(
          slug,
          checkpoint,
          new Map(),
          secretArrange(newSecret(), { lesson: slug, activity: "checkpoint", attempt: 1 }),
        ),
      );
    const views = new Set(Array.from({ length: 20 }, serve));
    expect(views.size).toBe(20);
  });
});
