import { checkDataFile, isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { lengthCue, rationaleCue, stemCue } from "@/lib/exercises/answer-cues";
import { checkpointFileSchema, findCheckpointSenseProblems } from "./check";
import type { Checkpoint } from "./schema";

/**
 * Checks checkpoint.yaml: shape, sense checks, sections against `headingIds` (when known),
 * and answer cues: a right option that its length, its own rationale or the question's
 * wording picks out.
 */
export function checkCheckpointFile(file: string, headingIds: readonly string[] | undefined): ContentProblem[] {
  return checkDataFile(file, checkpointFileSchema(headingIds), (raw) => {
    const questions = objects(isObject(raw) ? raw.questions : []).map((q) => ({
      ...q,
      id: String(q.id),
      section: String(q.section),
      options: objects(q.options),
      steps: objects(q.steps),
    }));
    const cues = questions.flatMap((question, q) => {
      const kind = (question as Record<string, unknown>).kind;
      if (kind !== "single" && kind !== "multiple") return [];
      const options = question.options.map((option) => ({
        text: String(option.text),
        correct: option.correct === true,
      }));
      const prompt = String((question as Record<string, unknown>).prompt ?? "");
      return [lengthCue(options) ?? rationaleCue(options), stemCue(prompt, options)]
        .filter((message) => message !== undefined)
        .map((message) => ({ path: ["questions", q, "options"], message }));
    });
    return [...findCheckpointSenseProblems({ questions } as unknown as Checkpoint, headingIds), ...cues];
  });
}
