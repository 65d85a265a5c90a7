import { checkDataFile, type Issue, isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { unknownScenarioMessage } from "@/lib/content/tag-targets";
import { type TableRow, tableCue, wordingCue } from "@/lib/exercises/answer-cues";
import { findMatchSenseProblems } from "./check";
import { MatchExerciseSchema } from "./schema";

/**
 * Checks match.yaml: shape, sense checks, that each card's scenario is in `scenarioIds`, and
 * answer cues: a card worded like its place's description, or answered by one of the table
 * rows shown above the exercise (`tableRowsAbove`).
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

/** Each card's answer cues: its place's wording repeated, or a table row above that answers it. */
function cardCues(file: Record<string, unknown>, rows: readonly TableRow[]): Issue[] {
  const descriptions = new Map<string, string>(
    Array.isArray(file.categories)
      ? objects(file.categories).map((category) => [String(category.id), String(category.description ?? "")])
      : Object.entries(isObject(file.targets) ? file.targets : {}).map(([id, text]) => [id, String(text)]),
  );
  const placeIds = [...descriptions.keys()];
  return objects(file.cards).flatMap((card, index): Issue[] => {
    if (typeof card.text !== "string" || typeof card.status !== "string") return [];
    const place = card.status;
    const wording = wordingCue(card.text, place, descriptions.get(place) ?? "");
    const table = tableCue({ text: card.text, place }, placeIds, rows);
    return [wording, table?.message]
      .filter((message) => message !== undefined)
      .map((message) => ({ path: ["cards", index, "text"], message }));
  });
}
