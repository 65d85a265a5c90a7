/**
 * Sense checks for an authored checkpoint.yaml, beyond its shape: a question with no
 * right answer, or two options with one id, parses fine but cannot be graded. As in
 * the match folder, check.ts is about the author's file; a student's answer sheet is
 * checked in answers.ts.
 */
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import type { SenseProblem } from "@/lib/exercises/sense-problem";
import type { Checkpoint } from "./schema";

/** Every sense problem in `checkpoint`, each with the path of the field to fix. */
export function findCheckpointSenseProblems(checkpoint: Checkpoint, sectionIds?: readonly string[]): SenseProblem[] {
  const issues: SenseProblem[] = [];
  const questionIds = new Set<string>();
  checkpoint.questions.forEach((question, q) => {
    const at = (...rest: (string | number)[]) => ["questions", q, ...rest];
    if (questionIds.has(question.id))
      issues.push({ path: at("id"), message: `"${question.id}" is used by another question` });
    questionIds.add(question.id);
    if (sectionIds && !sectionIds.includes(question.section)) {
      issues.push({
        path: at("section"),
        message: `"${question.section}" is not a heading id of the lesson; use one of: ${sectionIds.join(", ")}`,
      });
    }
    const items = question.kind === "order" ? question.steps : question.options;
    const listName = question.kind === "order" ? "steps" : "options";
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id))
        issues.push({ path: at(listName, i, "id"), message: `"${item.id}" is used twice in this question` });
      seen.add(item.id);
    });
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
