import { checkDataFile, isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { lengthCue, longestKeyBias, rationaleCue, stemCue } from "@/lib/exercises/answer-cues";
import { checkpointFileSchema, findCheckpointSenseProblems } from "./check";
import type { Checkpoint } from "./schema";

/**
 * Checks checkpoint.yaml: shape, sense checks, sections against `headingIds` (when known),
 * and answer cues: a right option that its length, its own rationale or the question's
 * wording picks out, and keys that are the longest option in too many questions.
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
    const choices = questions.flatMap((question, q) => {
      const kind = (question as Record<string, unknown>).kind;
      if (kind !== "single" && kind !== "multiple") return [];
      const options = question.options.map((option) => ({
        text: String(option.text),
        correct: option.correct === true,
      }));
      return [{ q, id: question.id, prompt: String((question as Record<string, unknown>).prompt ?? ""), options }];
    });
    const cues = choices.flatMap(({ q, prompt, options }) =>
      [lengthCue(options) ?? rationaleCue(options), stemCue(prompt, options)]
        .filter((message) => message !== undefined)
        .map((message) => ({ path: ["questions", q, "options"], message })),
    );
    const bias = longestKeyBias(choices);
    const lessonWide = bias === undefined ? [] : [{ path: ["questions"], message: bias }];
    return [...findCheckpointSenseProblems({ questions } as unknown as Checkpoint, headingIds), ...cues, ...lessonWide];
  });
}
