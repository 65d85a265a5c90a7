import { checkDataFile, type Issue, isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { unknownScenarioMessage } from "@/lib/content/tag-targets";
import { type Place, type TableRow, tableCue, wordingCue } from "@/lib/exercises/answer-cues";
import { findMatchSenseProblems } from "./check";
import { MatchExerciseSchema } from "./schema";

/**
 * Checks match.yaml: shape, sense checks, that each card's scenario is in `scenarioIds`, and
 * answer cues: a card worded like its place's description or naming its place alone, or
 * answered by one of the table rows shown above the exercise (`tableRowsAbove`).
 */
export function checkMatchFile(
  file: string,
  scenarioIds: readonly string[] | null,
  otherScenarios?: ReadonlyMap<string, string>,
  tableRowsAbove: readonly TableRow[] = [],
): ContentProblem[] {
  const cardScenarios = (raw: unknown): Issue[] => {
    if (scenarioIds === null) return [];
    return objects(isObject(raw) ? raw.cards : []).flatMap((card, index) => {
      const message =
        typeof card.scenario === "string"
          ? unknownScenarioMessage(card.scenario, scenarioIds, otherScenarios)
          : undefined;
      return message ? [{ path: ["cards", index, "scenario"], message }] : [];
    });
  };
  return checkDataFile(file, MatchExerciseSchema, (raw) => {
    const cards = objects(isObject(raw) ? raw.cards : []).map((card) => ({
      id: String(card.id),
      status: card.status,
      misconceptions: isObject(card.misconceptions) ? (card.misconceptions as Record<string, string>) : {},
    }));
    const file = isObject(raw) ? raw : {};
    const categories = Array.isArray(file.categories)
      ? objects(file.categories).map((category) => ({ id: String(category.id) }))
      : undefined;
    return [
      ...findMatchSenseProblems({ targets: file.targets, categories, cards }),
      ...cardScenarios(raw),
      ...cardCues(file, tableRowsAbove),
    ];
  });
}

/** Each card's answer cues: its place's wording or name repeated, or a table row above that answers it. */
function cardCues(file: Record<string, unknown>, rows: readonly TableRow[]): Issue[] {
  const places: Place[] = Array.isArray(file.categories)
    ? objects(file.categories).map((category) => ({
        id: String(category.id),
        label: String(category.label ?? category.id),
        description: String(category.description ?? ""),
      }))
    : Object.entries(isObject(file.targets) ? file.targets : {}).map(([id, text]) => ({
        id,
        label: id,
        description: String(text),
      }));
  return objects(file.cards).flatMap((card, index): Issue[] => {
    const place = places.find((each) => each.id === card.status);
    if (typeof card.text !== "string" || place === undefined) return [];
    const wording = wordingCue(card.text, place, places);
    const table = tableCue({ text: card.text, place }, places, rows);
    return [wording, table?.message]
      .filter((message) => message !== undefined)
      .map((message) => ({ path: ["cards", index, "text"], message }));
  });
}
