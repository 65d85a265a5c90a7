import { describe, expect, it } from "vitest";
import { reshuffleForRetry } from "./shuffle";

const questions = [
  { id: "pick", options: ["a", "b", "c", "d", "e", "f"].map((id) => ({ id })) },
  { id: "order", steps: ["s3", "s1", "s5", "s2", "s4"].map((id) => ({ id })) },
];

describe("reshuffleForRetry", () => {
  it("keeps an order question's steps exactly as the server sent them", () => {
    for (const seed of [1, 2, 3, 99, 12345]) {
      expect(reshuffleForRetry(questions, seed)[1]?.steps).toEqual(questions[1]?.steps);
    }
  });

  it("reorders the options of choice questions from the seed", () => {
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        reshuffleForRetry(questions, seed)[0]
          ?.options?.map((o) => o.id)
          .join(""),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    expect(reshuffleForRetry(questions, 7)).toEqual(reshuffleForRetry(questions, 7));
  });
});
