import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { placeNames, STATUS_WORDING } from "./categories";
import { findMatchSenseProblems } from "./check";
import { checkMatchFile } from "./check-file";
import { gradeMatch } from "./grade";
import { loadMatchExercise } from "./load";
import { parseMatchProgress } from "./progress";
import { makeCard, makeMatch } from "./test-support";

const LESSONS = path.join(__dirname, "fixtures", "category-lessons");
// Kept apart from category-lessons, which the fixture build serves and must be valid.
const MISTAKES = path.join(__dirname, "fixtures", "category-mistakes");
const FILE = "lib/exercises/match/fixtures/category-mistakes";

describe("a match exercise with its own categories", () => {
  const exercise = loadMatchExercise("sorting-retries", LESSONS);

  it("loads the declared categories in the author's order, a missing description left out", () => {
    expect(exercise?.customCategories).toBe(true);
    expect(exercise?.categories).toEqual([
      { id: "retry-now", label: "Retry it", description: "Another attempt may well end differently." },
      {
        id: "fix-request",
        label: "Fix the request first",
        description: "Sending the same request again fails the same way.",
      },
      { id: "use-answer", label: "Use the answer" },
    ]);
  });

  it("grades against category ids, with the note for the category chosen and the answer on reveal", () => {
    if (!exercise) throw new Error("fixture missing");
    const grade = gradeMatch(exercise, { "deadline-hit": "fix-request", "typo-tool": "fix-request" }, { reveal: true });
    const byId = new Map(grade.cards.map((card) => [card.id, card]));
    expect(byId.get("deadline-hit")).toMatchObject({
      correct: false,
      misconception: "Nothing was wrong with the request; the service was slow.",
      answer: "retry-now",
    });
    expect(byId.get("typo-tool")).toMatchObject({ correct: true, answer: "fix-request" });
    expect(grade.score).toBe(1);
  });

  it("keeps stored placements on the lesson's categories and drops one on a category it no longer has", () => {
    if (!exercise) throw new Error("fixture missing");
    const ids = exercise.cards.map((card) => card.id);
    const places = exercise.categories.map((category) => category.id);
    const stored = { placements: { "in-time": "use-answer", "pool-busy": "timeout" }, attempts: 0, bestScore: null };
    expect(parseMatchProgress(stored, ids, places)?.placements).toEqual({ "in-time": "use-answer" });
  });

  it("names a category by its label in speech, and a status by itself", () => {
    if (!exercise) throw new Error("fixture missing");
    expect(placeNames(exercise.categories, STATUS_WORDING).label("fix-request")).toBe("Fix the request first");
    expect(placeNames(makeMatch().categories, STATUS_WORDING).label("timeout")).toBe("timeout");
  });

  it("content:check names a card and a note that name an undeclared category, with the nearest one", () => {
    const problems = checkMatchFile(path.join(MISTAKES, "undeclared-category", "match.yaml"), null).map(formatProblem);
    expect(problems).toEqual([
      `${FILE}/undeclared-category/match.yaml:52 cards #7 › status: "use-answr" is not a category of this exercise; did you mean "use-answer"? (categories: retry-now, fix-request, use-answer)`,
      `${FILE}/undeclared-category/match.yaml:61 cards #8 › misconceptions › give-up: "give-up" is not a category of this exercise (categories: retry-now, fix-request, use-answer)`,
    ]);
  });

  it("refuses targets beside categories, neither of them, a repeated category id and the pool's id", () => {
    const cards = [makeCard("a", "pool"), makeCard("b", "pool")].map((card) => ({ ...card, misconceptions: {} }));
    const both = findMatchSenseProblems({ targets: {}, categories: [{ id: "pool" }, { id: "pool" }], cards });
    expect(both.map((p) => `${p.path.join(".")}: ${p.message}`)).toEqual([
      "targets: cannot be used with categories: give each category its own description and delete targets",
      'categories.1.id: "pool" is already the id of category 1; give each category its own id',
      'categories.0.id: "pool" is the card pool\'s name; choose another id',
      'categories.1.id: "pool" is the card pool\'s name; choose another id',
    ]);
    const neither = findMatchSenseProblems({ cards: makeMatch().cards });
    expect(neither.map((p) => p.message)).toEqual([
      "is required: one line for each of ok, invalid_args, tool_error, timeout, or declare your own categories:",
    ]);
  });
});
