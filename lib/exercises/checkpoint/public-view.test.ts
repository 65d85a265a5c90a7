import { describe, expect, it } from "vitest";
import { toPublicCheckpoint } from "./public-view";
import { shuffleQuestions } from "./shuffle";
import { makeCheckpoint } from "./test-support";

const titles = new Map([["intro", "Introduction"]]);

describe("toPublicCheckpoint", () => {
  it("carries no correctness flag and no explanation anywhere", () => {
    const view = toPublicCheckpoint("lesson", makeCheckpoint(), titles);
    const json = JSON.stringify(view);
    expect(json).not.toMatch(/"correct"/);
    expect(json).not.toMatch(/explanation/);
    expect(json).not.toMatch(/Because |Why /);
  });

  it("keeps every option's id and text and links each question to its section title", () => {
    const view = toPublicCheckpoint("lesson", makeCheckpoint(), titles);
    const single = view.questions.find((q) => q.id === "single");
    expect(single?.options?.map((o) => o.id).sort()).toEqual(["a", "b", "c"]);
    expect(single?.section).toEqual({ id: "intro", title: "Introduction" });
    expect(view.questions.find((q) => q.id === "edge")?.section.title).toBeUndefined();
  });

  it("never gives an order question's steps in their right order", () => {
    for (let seed = 0; seed < 200; seed++) {
      const steps = toPublicCheckpoint("lesson", makeCheckpoint(), titles, seed).questions.find(
        (q) => q.kind === "order",
      )?.steps;
      expect(steps?.map((s) => s.id).join()).not.toBe("one,two,three,four");
      expect(steps?.map((s) => s.id).sort()).toEqual(["four", "one", "three", "two"]);
    }
  });

  it("shuffles options differently for different seeds, and the same for the same seed", () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const view = toPublicCheckpoint("lesson", makeCheckpoint(), titles, seed);
      orders.add(view.questions.map((q) => (q.options ?? q.steps)?.map((o) => o.id).join()).join("|"));
    }
    expect(orders.size).toBeGreaterThan(5);
    const a = toPublicCheckpoint("lesson", makeCheckpoint(), titles, 7);
    expect(toPublicCheckpoint("lesson", makeCheckpoint(), titles, 7)).toEqual(a);
    expect(shuffleQuestions(a.questions, 3)).toEqual(shuffleQuestions(a.questions, 3));
  });
});
