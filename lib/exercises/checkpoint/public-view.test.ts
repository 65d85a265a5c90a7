import { describe, expect, it } from "vitest";
import { type Arrange, secretArrange } from "@/lib/exercises/served-order";
import { randomSecret } from "@/lib/score-token/test-support";
import { applyServedOrder } from "./apply-order";
import { servedOrder, toPublicCheckpoint } from "./public-view";
import { makeCheckpoint } from "./test-support";

const titles = new Map([["intro", { title: "Introduction", href: "/lessons/lesson/basics#intro" }]]);
const secret = () => new TextEncoder().encode(randomSecret());
const arrangeFor = (attempt: number, key = secret()) =>
  secretArrange(key, { lesson: "lesson", activity: "checkpoint", attempt });

describe("toPublicCheckpoint", () => {
  it("carries no correctness flag and no explanation anywhere", () => {
    const json = JSON.stringify(toPublicCheckpoint("lesson", makeCheckpoint(), titles, arrangeFor(1)));
    expect(json).not.toMatch(/"correct"/);
    expect(json).not.toMatch(/explanation/);
    expect(json).not.toMatch(/Because |Why /);
  });

  it("keeps every option's id and text and links each question to its section title", () => {
    const view = toPublicCheckpoint("lesson", makeCheckpoint(), titles, arrangeFor(1));
    const single = view.questions.find((q) => q.id === "single");
    expect(single?.options?.map((o) => o.id).sort()).toEqual(["a", "b", "c"]);
    expect(single?.section).toEqual({ id: "intro", title: "Introduction", href: "/lessons/lesson/basics#intro" });
    expect(view.questions.find((q) => q.id === "edge")?.section.title).toBeUndefined();
  });

  it("never gives an order question's steps in their right order", () => {
    for (let attempt = 1; attempt <= 300; attempt++) {
      const steps = toPublicCheckpoint("lesson", makeCheckpoint(), titles, arrangeFor(attempt)).questions.find(
        (q) => q.kind === "order",
      )?.steps;
      expect(steps?.map((s) => s.id).join()).not.toBe("one,two,three,four");
      expect(steps?.map((s) => s.id).sort()).toEqual(["four", "one", "three", "two"]);
    }
  });

  it("gives the same order for the same secret and attempt, and the order the next attempt is sent", () => {
    const key = secret();
    const a = toPublicCheckpoint("lesson", makeCheckpoint(), titles, arrangeFor(2, key));
    expect(toPublicCheckpoint("lesson", makeCheckpoint(), titles, arrangeFor(2, key))).toEqual(a);
    const fromAttemptOne = toPublicCheckpoint("lesson", makeCheckpoint(), titles, arrangeFor(1, key));
    const order = servedOrder(makeCheckpoint(), arrangeFor(2, key));
    expect(applyServedOrder(fromAttemptOne.questions, order)).toEqual(a.questions);
  });

  it("draws again when a draw gives an order question solved, instead of rotating it", () => {
    // The first draw for the order question comes out solved; the redraw reverses it.
    const arrange: Arrange = (items, label) => (label.endsWith(":1") ? [...items].reverse() : [...items]);
    const checkpoint = makeCheckpoint();
    const view = toPublicCheckpoint("lesson", checkpoint, titles, arrange);
    const authored = checkpoint.questions.find((question) => question.kind === "order");
    if (authored?.kind !== "order") throw new Error("makeCheckpoint() has an order question");
    const served = view.questions.find((question) => question.id === authored.id)?.steps?.map((step) => step.id);
    expect(served).toEqual(authored.steps.map((step) => step.id).reverse());
  });
});
