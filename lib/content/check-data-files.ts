import { existsSync, readFileSync } from "node:fs";
import { LineCounter, parseDocument } from "yaml";
import { findCheckpointSenseProblems } from "@/lib/exercises/checkpoint/check";
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import { checkpointFileSchema } from "@/lib/exercises/checkpoint/schema";
import { findMatchSenseProblems } from "@/lib/exercises/match/check";
import { MatchExerciseSchema } from "@/lib/exercises/match/schema";
import { duplicateScenarioIds, ScenarioFileSchema } from "@/lib/sandbox/scenarios";
import { formatAuthorPath } from "./author-path";
import type { ContentProblem } from "./problems";
import { lineOfPath, readDataFile } from "./read-data-file";
import { repoPath } from "./repo-path";
import { readRawScenarioIds } from "./scenario-ids-across-lessons";
import { unknownScenarioMessage } from "./tag-targets";

type Issue = { path: (string | number)[]; message: string };
type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);
const objects = (value: unknown): Raw[] => (Array.isArray(value) ? value.map((v) => (isObject(v) ? v : {})) : []);

/**
 * Reads one YAML file with its schema, then runs `senseChecks` on the raw data too
 * (checks the schema cannot hold, such as card scenarios, live only there).
 * NOTE: zod skips refinements once a field has failed, so a file with a wrong type
 * AND a duplicate id would only report the type; the raw pass reports both.
 */
function checkFile(file: string, schema: Parameters<typeof readDataFile>[1], senseChecks: (raw: unknown) => Issue[]) {
  const result = readDataFile(file, schema);
  const problems = result.ok ? [] : [...result.problems];
  if (problems.some((problem) => problem.field === "YAML")) return problems;
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, "utf8"), { lineCounter });
  let issues: Issue[] = [];
  try {
    issues = senseChecks(document.toJS());
  } catch {
    // The raw data is too far from the shape for the sense checks; the schema problems say why.
  }
  const seen = new Set(problems.map((p) => `${p.field}\u0000${p.message}`));
  for (const issue of issues) {
    const field = formatAuthorPath(issue.path);
    if (seen.has(`${field}\u0000${issue.message}`)) continue;
    seen.add(`${field}\u0000${issue.message}`);
    problems.push({
      file: repoPath(file),
      line: lineOfPath(document, issue.path, lineCounter),
      field,
      message: issue.message,
    });
  }
  return problems;
}

/** Checks scenarios.yaml (when present); `ids` is null when the file could not be read. */
export function checkScenariosFile(file: string): { problems: ContentProblem[]; ids: string[] | null } {
  if (!existsSync(file)) return { problems: [], ids: [] };
  const problems = checkFile(file, ScenarioFileSchema, (raw) => duplicateScenarioIds(objects(raw)));
  // Ids are taken from the raw list even when an entry is wrong, so cards can still be checked.
  const ids = readRawScenarioIds(file)?.map((entry) => entry.id) ?? null;
  return { problems, ids };
}

/** Checks match.yaml: shape, sense checks, and that each card's scenario is in `scenarioIds`. */
export function checkMatchFile(
  file: string,
  scenarioIds: string[] | null,
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
  return checkFile(file, MatchExerciseSchema, (raw) => {
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

/** Checks checkpoint.yaml: shape, sense checks, and sections against `headingIds` (when known). */
export function checkCheckpointFile(file: string, headingIds: string[] | undefined): ContentProblem[] {
  return checkFile(file, checkpointFileSchema(headingIds), (raw) => {
    const questions = objects(isObject(raw) ? raw.questions : []).map((q) => ({
      ...q,
      id: String(q.id),
      section: String(q.section),
      options: objects(q.options),
      steps: objects(q.steps),
    }));
    return findCheckpointSenseProblems({ questions } as unknown as Checkpoint, headingIds);
  });
}
