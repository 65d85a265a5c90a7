import { describe, expect, it } from "vitest";
import { gradeCheckpoint } from "@/lib/exercises/checkpoint/grade";
import type { Checkpoint, CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { makeCheckpoint } from "@/lib/exercises/checkpoint/test-support";
import { isDrawn, summarizeDrawnQuestions } from "./drawn-questions";

/** A drawn question as the checkpoint asks it: one right choice of three, reviewing `section`. */
const drawnQuestion = (at: number, section: string, prompt: string): CheckpointQuestion => ({
  id: `drawn-${at}`,
  kind: "single",
  prompt,
  section,
  options: ["ok", "timeout", "tool_error"].map((text, c) => ({
    id: `choice-${c + 1}`,
    text,
    correct: c === 1,
    explanation: "",
  })),
});

/**
 * The drawn results one attempt keeps, made by the grader itself from the authored
 * questions plus `drawn`, answered by `answers` (question id → choice id).
 */
function keptDrawn(drawn: CheckpointQuestion[], answers: Record<string, string>) {
  const authored = makeCheckpoint();
  const checkpoint: Checkpoint = { ...authored, questions: [...authored.questions, ...drawn] };
  const sheet = Object.fromEntries(Object.entries(answers).map(([id, choice]) => [id, [choice]]));
  const grade = gradeCheckpoint(checkpoint, sheet, new Set(drawn.map((q) => q.id)));
  return grade.questions.filter(isDrawn);
}

const CONCEPTS: Record<string, string> = { deadlines: "What a deadline does", retries: "Whether a retry happens" };
const conceptOf = (section: string) => CONCEPTS[section] ?? section;

describe("summarizeDrawnQuestions", () => {
  it("keeps only the drawn questions of an attempt, each with its own words", () => {
    const kept = keptDrawn([drawnQuestion(1, "deadlines", "Slow weather, 50 ms?")], { "drawn-1": "choice-2" });
    expect(kept.map((r) => [r.id, r.prompt, r.correct])).toEqual([["drawn-1", "Slow weather, 50 ms?", true]]);
  });

  it("counts by concept, missed most first, with the latest miss, the engine's answer and the choice made", () => {
    const first = keptDrawn(
      [drawnQuestion(1, "deadlines", "First deadline?"), drawnQuestion(2, "retries", "First retry?")],
      { "drawn-1": "choice-1", "drawn-2": "choice-2" },
    );
    const second = keptDrawn(
      [drawnQuestion(1, "retries", "Second retry?"), drawnQuestion(2, "deadlines", "Second deadline?")],
      { "drawn-1": "choice-2", "drawn-2": "choice-3" },
    );
    const third = keptDrawn([drawnQuestion(1, "deadlines", "Third deadline?")], { "drawn-1": "choice-2" });
    expect(summarizeDrawnQuestions([first, second, third], conceptOf)).toEqual([
      {
        concept: "What a deadline does",
        asked: 3,
        right: 1,
        shareRight: 1 / 3,
        latestMiss: { prompt: "Second deadline?", answer: "timeout", chosen: "tool_error" },
      },
      { concept: "Whether a retry happens", asked: 2, right: 2, shareRight: 1, latestMiss: null },
    ]);
  });

  it("says a drawn question left blank was not answered, and counts a section no concept names under its id", () => {
    const kept = keptDrawn([drawnQuestion(1, "gone", "Left blank?")], {});
    expect(summarizeDrawnQuestions([kept], conceptOf)).toEqual([
      {
        concept: "gone",
        asked: 1,
        right: 0,
        shareRight: 0,
        latestMiss: { prompt: "Left blank?", answer: "timeout", chosen: "(not answered)" },
      },
    ]);
  });

  it("has nothing to count for attempts that drew nothing", () => {
    expect(summarizeDrawnQuestions([keptDrawn([], {}), []], conceptOf)).toEqual([]);
  });
});
