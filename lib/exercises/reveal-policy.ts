/**
 * When an exercise may show its answer key: after a pass, or once the learner has
 * had `afterAttempts` graded attempts (set per lesson in checkpoint.yaml / match.yaml).
 * Pure; the record it judges is read from a score token the server signed
 * (attempt-record.ts), never from what the browser says about itself.
 */
import { z } from "zod";
import type { RevealStatus } from "./reveal-status";

export type { RevealStatus };

/** `reveal:` in an exercise file; absent means "after a pass" only. */
export const RevealPolicy = z
  .strictObject({
    afterAttempts: z
      .number()
      .int("must be a whole number of attempts")
      .min(1, "must be at least 1")
      .max(20, "must be at most 20; leave it out to show answers only after a pass")
      .optional(),
  })
  .default({});
export type RevealPolicy = z.output<typeof RevealPolicy>;

/** What a signed score token proves about the learner's attempts at one exercise. */
export type AttemptRecord = { attempt: number; passed: boolean };

/** Judges `record` (null: no signed record at all) against `policy`. */
export function revealStatus(policy: RevealPolicy, record: AttemptRecord | null): RevealStatus {
  const afterAttempts = policy.afterAttempts ?? null;
  const attempts = record?.attempt ?? 0;
  const attemptsLeft = afterAttempts === null ? null : Math.max(0, afterAttempts - attempts);
  const allowed = record !== null && (record.passed || attemptsLeft === 0);
  return { allowed, afterAttempts, attemptsLeft };
}

/** Shorthand for the yes or no. */
export const mayReveal = (policy: RevealPolicy, record: AttemptRecord | null) => revealStatus(policy, record).allowed;

/**
 * The 403 message for a reveal asked for too early, one wording for every exercise:
 * `passed` says what a pass is ("every card is right"), `attempts` what is counted.
 */
export function revealRefusal(reveal: RevealStatus, passed: string, attempts: string): string {
  const after =
    reveal.afterAttempts === null
      ? `once ${passed}`
      : `once ${passed}, or after ${reveal.afterAttempts} ${attempts} (${reveal.attemptsLeft} to go)`;
  return `Answers are shown ${after}. Send the score token of your last attempt as previousToken.`;
}
