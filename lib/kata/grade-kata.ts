/**
 * Grades a submission with the grader its kata names (kata.yaml's `grader`): the one place
 * that picks between the ToolsLayer kata and the translator kata, for every caller.
 */
import { type GradeOptions, gradeSubmission } from "./grade";
import type { SubmissionKind } from "./submission-kinds";
import { gradeTranslator } from "./translator/grade";
import type { TranslatorVerdict } from "./translator/verdict";
import type { Verdict } from "./verdict";

/** A verdict of either kata. */
export type AnyKataVerdict = Verdict | TranslatorVerdict;

/** Grades `source` as a submission to the `grader` kata. */
export function gradeKata(grader: SubmissionKind, source: string, options: GradeOptions): Promise<AnyKataVerdict> {
  return grader === "translator" ? gradeTranslator(source, options) : gradeSubmission(source, options);
}
