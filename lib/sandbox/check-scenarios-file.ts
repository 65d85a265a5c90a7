import { existsSync } from "node:fs";
import { checkDataFile, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { readRawScenarioIds } from "@/lib/content/scenario-ids-across-lessons";
import { unknownScenarioTools } from "./sandbox-tools-named";
import { duplicateScenarioIds, ScenarioFileSchema } from "./scenarios";

/** Checks scenarios.yaml (when present); `ids` is null when the file could not be read. */
export function checkScenariosFile(file: string): { problems: ContentProblem[]; ids: string[] | null } {
  if (!existsSync(file)) return { problems: [], ids: [] };
  const problems = checkDataFile(file, ScenarioFileSchema, (raw) => [
    ...duplicateScenarioIds(objects(raw)),
    ...unknownScenarioTools(objects(raw)),
  ]);
  // Ids are taken from the raw list even when an entry is wrong, so cards can still be checked.
  const ids = readRawScenarioIds(file)?.map((entry) => entry.id) ?? null;
  return { problems, ids };
}
