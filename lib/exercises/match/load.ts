import path from "node:path";
import { formatAuthorPath } from "@/lib/content/author-path";
import { createContentCache } from "@/lib/content/content-cache";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { ContentError, type ContentProblem } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { repoPath } from "@/lib/content/repo-path";
import { scenarioOwners } from "@/lib/content/scenario-ids-across-lessons";
import { missingDataFileProblem, tagTargetError, unknownScenarioMessage } from "@/lib/content/tag-targets";
import { loadScenarios, scenarioState } from "@/lib/sandbox/scenarios";
import { type MatchExercise, MatchExerciseSchema } from "./schema";

/** The authored file's name inside a lesson folder. */
export const MATCH_FILE = "match.yaml";

const cached = createContentCache<MatchExercise | null>();

/**
 * Reads a lesson's match.yaml. Returns null when there is no such lesson or the
 * lesson has no match exercise; throws ContentError (file, line, field) when the
 * file is there but wrong. The slug is checked against the lesson folders first,
 * so a request can never point this at another path.
 */
export function loadMatchExercise(slug: string, dir: string = LESSONS_DIR): MatchExercise | null {
  if (!listLessonSlugs(dir).includes(slug)) return null;
  return cached(dir, slug, () => readMatchExercise(slug, dir));
}

function readMatchExercise(slug: string, dir: string): MatchExercise | null {
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, MATCH_FILE);
  const result = readDataFile(file, MatchExerciseSchema);
  if (!result.ok) {
    if (result.problems.length === 1 && result.problems[0]?.field === "(file)") return null;
    throw new ContentError(result.problems);
  }
  return withScenarios(result.value, slug, dir, file);
}

/** The match exercise a <MatchExercise /> tag shows; throws a ContentError when the lesson has none. */
export function requireMatchExercise(slug: string, dir: string = LESSONS_DIR): MatchExercise {
  const exercise = loadMatchExercise(slug, dir);
  if (!exercise) throw tagTargetError(slug, [missingDataFileProblem("MatchExercise", MATCH_FILE)], dir);
  return exercise;
}

/**
 * Resolves each card's `scenario` id against the lesson's scenarios.yaml, so the
 * "Run this scenario" link replays exactly what the sandbox lists under that id.
 * An id that does not exist is an authoring mistake and fails like any other.
 */
function withScenarios(exercise: MatchExercise, slug: string, dir: string, file: string): MatchExercise {
  const referenced = exercise.cards.some((card) => card.scenario !== undefined);
  if (!referenced) return exercise;
  const scenarios = new Map(loadScenarios(slug, dir).map((scenario) => [scenario.id, scenario]));
  const problems: ContentProblem[] = [];
  const cards = exercise.cards.map((card, index) => {
    if (card.scenario === undefined) return card;
    const scenario = scenarios.get(card.scenario);
    if (!scenario) {
      const message = unknownScenarioMessage(card.scenario, [...scenarios.keys()], scenarioOwners(dir, slug)) ?? "";
      problems.push({ file: repoPath(file), field: formatAuthorPath(["cards", index, "scenario"]), message });
      return card;
    }
    return { ...card, sandbox: card.sandbox ?? scenarioState(scenario) };
  });
  if (problems.length > 0) throw new ContentError(problems);
  return { ...exercise, cards };
}
