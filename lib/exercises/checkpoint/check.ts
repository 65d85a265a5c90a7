/**
 * Sense checks for an authored checkpoint.yaml, beyond its shape: a question with no
 * right answer, or two options with one id, parses fine but cannot be graded. As in
 * the match folder, check.ts is about the author's file; a student's answer sheet is
 * checked in answers.ts.
 */
import { duplicateIdMessage, notAHeadingMessage, repeatedIds } from "@/lib/content/author-messages";
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import type { SenseProblem } from "@/lib/exercises/sense-problem";
import { type Checkpoint, CheckpointShape } from "./schema";

/** Every sense problem in `checkpoint`, each with the path of the field to fix. */
export function findCheckpointSenseProblems(checkpoint: Checkpoint, sectionIds?: readonly string[]): SenseProblem[] {
  const issues: SenseProblem[] = [];
  for (const { index, id, earlier } of repeatedIds(checkpoint.questions, (question) => question.id))
    issues.push({ path: ["questions", index, "id"], message: duplicateIdMessage(id, "question", earlier) });
  checkpoint.questions.forEach((question, q) => {
    const at = (...rest: (string | number)[]) => ["questions", q, ...rest];
    if (sectionIds && !sectionIds.includes(question.section)) {
      issues.push({ path: at("section"), message: notAHeadingMessage(question.section, sectionIds) });
    }
    const items = question.kind === "order" ? question.steps : question.options;
    const [listName, thing] = question.kind === "order" ? ["steps", "step"] : ["options", "option"];
    for (const { index, id, earlier } of repeatedIds(items, (item) => item.id))
      issues.push({ path: at(listName, index, "id"), message: duplicateIdMessage(id, thing, earlier) });
    if (question.kind === "order") return;
    const correct = question.options.filter((option) => option.correct).length;
    if (question.kind === "multiple" && correct === 0) {
      issues.push({
        path: at("options"),
        message: "a multiple-select question needs at least one option with correct: true",
      });
    } else if (question.kind !== "multiple" && correct !== 1) {
      issues.push({ path: at("options"), message: `needs exactly one option with correct: true (found ${correct})` });
    }
    if (question.kind === "predict") {
      const ids = question.options.map((option) => option.id).sort();
      if (ids.join() !== [...TOOL_STATUSES].sort().join()) {
        issues.push({
          path: at("options"),
          message: `must list the four statuses once each: ${TOOL_STATUSES.join(", ")}`,
        });
      }
    }
  });
  return issues;
}

/**
 * The schema a checkpoint file is read with: the shape plus every sense check in this file, so
 * readDataFile reports both with the file, line and field. `sectionIds` are the
 * lesson's heading ids; when given, each question's `section` must be one of them.
 */
export function checkpointFileSchema(sectionIds?: readonly string[]) {
  return CheckpointShape.superRefine((checkpoint, ctx) => {
    for (const issue of findCheckpointSenseProblems(checkpoint, sectionIds)) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
}
