import { describe, expect, it } from "vitest";
import { CONCEPT_IDS } from "./concepts";
import type { PracticeItem } from "./generate";
import { ALL_TEMPLATES, sqlExecutor, templatesOf } from "./test-support";
import { drawCheckpointItems, variantSeed } from "./variants";

const executor = sqlExecutor();
// A fixed secret, so the figure this test prints is the same on every run.
const SECRET = "a-test-secret-of-at-least-32-bytes-0123456789";

describe("variantSeed", () => {
  it("gives the same seed for the same learner, lesson and attempt, and another when any of them changes", () => {
    const seed = variantSeed(SECRET, "learner-1", "error-envelope", 1);
    expect(variantSeed(SECRET, "learner-1", "error-envelope", 1)).toBe(seed);
    const others = [
      variantSeed(SECRET, "learner-1", "error-envelope", 2),
      variantSeed(SECRET, "learner-2", "error-envelope", 1),
      variantSeed(SECRET, "learner-1", "deadlines-and-retries", 1),
      variantSeed(`${SECRET}x`, "learner-1", "error-envelope", 1),
    ];
    expect(new Set([seed, ...others]).size).toBe(5);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it("keeps the fields apart, so moving a character between them makes another seed", () => {
    expect(variantSeed(SECRET, "a:b", "c", 1)).not.toBe(variantSeed(SECRET, "a", "b:c", 1));
  });
});

describe("drawCheckpointItems", () => {
  it("asks every concept of the lesson before asking one twice, with no item repeated", async () => {
    const items = await drawCheckpointItems(42, ALL_TEMPLATES(), 10, executor);
    expect(new Set(items.slice(0, 5).map((item) => item.concept))).toEqual(new Set(CONCEPT_IDS));
    expect(new Set(items.map((item) => item.prompt)).size).toBe(10);
    expect(await drawCheckpointItems(42, ALL_TEMPLATES(), 10, executor)).toEqual(items);
  });

  it("refuses to draw from no templates", async () => {
    await expect(drawCheckpointItems(1, [], 3, executor)).rejects.toThrow(/at least one practice template/);
  });
});

/** Points for answering `items` with `picks` (an answer id per item, or a letter index). */
const scoreOf = (items: PracticeItem[], pick: (item: PracticeItem, at: number) => string | undefined) =>
  items.filter((item, at) => pick(item, at) === item.key).length;

describe("harvesting the key", () => {
  it("makes the full key of attempt 1 worth chance on attempt 2 of the same learner", async () => {
    const LEARNERS = 150;
    const COUNT = 8;
    const lessons = ["error-envelope", "deadlines-and-retries"];
    let byLetter = 0;
    let byAnswer = 0;
    let chance = 0;
    let questions = 0;
    for (let learner = 0; learner < LEARNERS; learner++) {
      const lesson = lessons[learner % 2] as string;
      const templates = templatesOf(lesson);
      const draw = (attempt: number) =>
        drawCheckpointItems(variantSeed(SECRET, `learner-${learner}`, lesson, attempt), templates, COUNT, executor);
      const [first, second] = [await draw(1), await draw(2)];
      // What a student writes down from a revealed attempt 1: the letter, and the answer's words.
      const letters = first.map((item) => item.choices.findIndex((choice) => choice.id === item.key));
      const answers = first.map((item) => item.key);
      byLetter += scoreOf(second, (item, at) => item.choices[letters[at] ?? 0]?.id);
      byAnswer += scoreOf(second, (item, at) =>
        item.choices.some((choice) => choice.id === answers[at]) ? answers[at] : item.choices[letters[at] ?? 0]?.id,
      );
      chance += second.reduce((sum, item) => sum + 1 / item.choices.length, 0);
      questions += second.length;
      expect(scoreOf(first, (_, at) => answers[at])).toBe(COUNT);
    }
    const rate = (points: number) => points / questions;
    console.log(
      `harvest: ${questions} questions; chance ${rate(chance).toFixed(3)}, replayed letters ${rate(byLetter).toFixed(3)}, replayed answers ${rate(byAnswer).toFixed(3)}`,
    );
    // Four standard errors of a binomial at chance: a real leak (a repeated item or key) is far above.
    const margin = 4 * Math.sqrt((rate(chance) * (1 - rate(chance))) / questions);
    expect(Math.abs(rate(byLetter) - rate(chance))).toBeLessThan(margin);
    expect(Math.abs(rate(byAnswer) - rate(chance))).toBeLessThan(margin);
  }, 300_000);
});
