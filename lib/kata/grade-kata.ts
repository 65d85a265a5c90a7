/**
 * Grades a submission with the grader its kata names (kata.yaml's `grader`): the one place
 * that picks between the ToolsLayer kata and the translator kata, for every caller.
 */
import { type GradeOptions, gradeSubmission } from "./grade";
import type { AnyKataVerdict } from "./grader-rules";
import type { SubmissionKind } from "./submission-kinds";
import { gradeTranslator } from "./translator/grade";

export type { AnyKataVerdict };

/** Grades `source` as a submission to the `grader` kata. */
export function gradeKata(grader: SubmissionKind, source: string, options: GradeOptions): Promise<AnyKataVerdict> {
  return grader === "translator" ? gradeTranslator(source, options) : gradeSubmission(source, options);
}
