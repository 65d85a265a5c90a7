import { checkDataFile, isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { checkpointFileSchema, findCheckpointSenseProblems } from "./check";
import type { Checkpoint } from "./schema";

/** Checks checkpoint.yaml: shape, sense checks, and sections against `headingIds` (when known). */
export function checkCheckpointFile(file: string, headingIds: readonly string[] | undefined): ContentProblem[] {
  return checkDataFile(file, checkpointFileSchema(headingIds), (raw) => {
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
