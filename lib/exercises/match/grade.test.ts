import { describe, expect, it } from "vitest";
import { gradeMatch } from "./grade";
import { makeCard, makeMatch } from "./test-support";

const exercise = makeMatch([
  makeCard("slow", "timeout", {
    explanation: "The deadline fired.",
    misconceptions: { tool_error: "Slow is not broken." },
    sandbox: {
      tool: "weather",
      args: '{"city":"Oslo"}',
      timeoutMs: 500,
      faults: { weather: { kind: "hang" } },
      seed: 1,
      poolWait: false,
      calls: 1,
    },
  }),
  makeCard("typo", "invalid_args", { misconceptions: { tool_error: "No tool ran." } }),
]);

describe("gradeMatch", () => {
  it("scores one point per card on its right status and counts pool cards as wrong", () => {
    const grade = gradeMatch(exercise, { slow: "timeout", typo: null });
    expect(grade.score).toBe(1);
    expect(grade.total).toBe(2);
    expect(grade.cards.map((c) => [c.id, c.correct])).toEqual([
      ["slow", true],
      ["typo", false],
    ]);
  });

  it("passes only with every card right", () => {
    expect(gradeMatch(exercise, { slow: "timeout", typo: "tool_error" }).passed).toBe(false);
    expect(gradeMatch(exercise, { slow: "timeout", typo: "invalid_args" }).passed).toBe(true);
  });

  it("gives a right card its explanation and sandbox link", () => {
    const [slow] = gradeMatch(exercise, { slow: "timeout" }).cards;
    expect(slow?.explanation).toBe("The deadline fired.");
    expect(slow?.sandboxHref).toBe(
      "/sandbox?tool=weather&args=%7B%22city%22%3A%22Oslo%22%7D&timeout=500&faults=weather%3Ahang",
    );
    expect(slow?.answer).toBeUndefined();
  });

  it("gives a wrong card the note for the status chosen, and keeps the answer and explanation back", () => {
    const [slow] = gradeMatch(exercise, { slow: "tool_error" }).cards;
    expect(slow).toEqual({ id: "slow", chosen: "tool_error", correct: false, misconception: "Slow is not broken." });
  });

  it("gives no note when the author wrote none for the chosen status", () => {
    const [slow] = gradeMatch(exercise, { slow: "ok" }).cards;
    expect(slow?.misconception).toBeUndefined();
  });

  it("reveals the right status and explanation of every card when asked", () => {
    const grade = gradeMatch(exercise, { slow: "tool_error" }, { reveal: true });
    expect(grade.revealed).toBe(true);
    expect(grade.cards[0]).toMatchObject({ answer: "timeout", explanation: "The deadline fired.", correct: false });
    expect(grade.cards[1]).toMatchObject({ answer: "invalid_args", chosen: null });
  });
});
