import { checkDataFile, type Issue, isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { unknownScenarioMessage } from "@/lib/content/tag-targets";
import { findMatchSenseProblems } from "./check";
import { MatchExerciseSchema } from "./schema";

/** Checks match.yaml: shape, sense checks, and that each card's scenario is in `scenarioIds`. */
export function checkMatchFile(
  file: string,
  scenarioIds: readonly string[] | null,
  otherScenarios?: ReadonlyMap<string, string>,
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
    return [...findMatchSenseProblems({ targets: file.targets, categories, cards }), ...cardScenarios(raw)];
  });
}
