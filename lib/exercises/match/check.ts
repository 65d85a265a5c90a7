/*
 * Sense checks for an authored match.yaml, beyond its shape. In both exercise folders
 * check.ts means this: mistakes in the author's file, not in a student's answer.
 */
import { duplicateIdMessage, repeatedIds } from "@/lib/content/author-messages";
import { didYouMean } from "@/lib/content/did-you-mean";
import type { SenseProblem } from "@/lib/exercises/sense-problem";
import { MATCH_STATUSES, POOL_ZONE_ID } from "./statuses";

/** The parts of an authored exercise that the sense checks read (raw data too, so `status` may be anything). */
type Checkable = {
  targets?: unknown;
  categories?: readonly { id: string }[];
  cards: readonly { id: string; status: unknown; misconceptions: Record<string, string> }[];
};

/** The places a card may name: the declared categories, or the four statuses. */
const placesOf = (exercise: Checkable) => ({
  ids: exercise.categories ? exercise.categories.map((category) => category.id) : [...MATCH_STATUSES],
  kind: exercise.categories ? "category" : "status",
  plural: exercise.categories ? "categories" : "statuses",
});

/** A card's `status:` or a misconception key that names no place of the exercise. */
function unknownPlaceMessage(id: string, places: ReturnType<typeof placesOf>): string {
  return `"${id}" is not a ${places.kind} of this exercise${didYouMean(id, places.ids)} (${places.plural}: ${places.ids.join(", ")})`;
}

/**
 * Checks what a schema cannot see field by field: the file gives `targets` or
 * `categories` (not both), category ids are unique and not the pool's, every card's
 * status is one of the places, every place has at least one card, card ids are
 * unique, and misconception notes are keyed by a real place other than the card's
 * own. Paths point at the offending field so the content pipeline can name its line.
 */
export function findMatchSenseProblems(exercise: Checkable): SenseProblem[] {
  const problems: SenseProblem[] = [];
  const places = placesOf(exercise);
  if (exercise.categories && exercise.targets !== undefined)
    problems.push({
      path: ["targets"],
      message: "cannot be used with categories: give each category its own description and delete targets",
    });
  if (!exercise.categories && exercise.targets === undefined)
    problems.push({
      path: ["targets"],
      message: `is required: one line for each of ${MATCH_STATUSES.join(", ")}, or declare your own categories:`,
    });
  for (const { index, id, earlier } of repeatedIds(exercise.categories ?? [], (category) => category.id))
    problems.push({ path: ["categories", index, "id"], message: duplicateIdMessage(id, "category", earlier) });
  exercise.categories?.forEach((category, index) => {
    if (category.id === POOL_ZONE_ID)
      problems.push({
        path: ["categories", index, "id"],
        message: `"${POOL_ZONE_ID}" is the card pool's name; choose another id`,
      });
  });
  const repeated = new Map(repeatedIds(exercise.cards, (card) => card.id).map((r) => [r.index, r]));
  exercise.cards.forEach((card, index) => {
    const repeat = repeated.get(index);
    if (repeat)
      problems.push({ path: ["cards", index, "id"], message: duplicateIdMessage(repeat.id, "card", repeat.earlier) });
    // A status that is not text is a type error the schema reports.
    if (typeof card.status === "string" && !places.ids.includes(card.status))
      problems.push({ path: ["cards", index, "status"], message: unknownPlaceMessage(card.status, places) });
    for (const key of Object.keys(card.misconceptions)) {
      if (!places.ids.includes(key)) {
        problems.push({ path: ["cards", index, "misconceptions", key], message: unknownPlaceMessage(key, places) });
      } else if (key === card.status) {
        problems.push({
          path: ["cards", index, "misconceptions", key],
          message: `is the card's own ${places.kind}; notes are for the wrong ${places.plural} a student might pick`,
        });
      }
    }
  });
  for (const id of places.ids) {
    if (!exercise.cards.some((card) => card.status === id)) {
      problems.push({ path: ["cards"], message: `has no card whose status is ${id}; every ${places.kind} needs one` });
    }
  }
  return problems;
}
