/**
 * What a score token says, and the rules that make it mean one thing. Shared by the
 * signer (which checks before signing) and the verifier (which checks after).
 */
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import { GRADED_ACTIVITIES } from "@/lib/exercise-kinds/registry";
import { passes, percentOf } from "@/lib/exercises/pass-rule";
import { LearnerAgent } from "@/lib/exercises/score-service";
import { MAX_ATTEMPTS } from "@/lib/progress/limits";

export const TOKEN_TYPE = "envelope-lab-score+jwt";
export const TOKEN_ISSUER = "envelope-lab";
/** Tokens expire a day after grading; this is also the grace period for a rotated secret. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** Clocks of two servers may disagree by this much. */
export const CLOCK_SKEW_SECONDS = 60;
/** Attempts are counted up to here and then stay there. */
export const MAX_ATTEMPT = MAX_ATTEMPTS;

const seconds = z.number().int().positive();

export const ScoreClaims = z.strictObject({
  v: z.literal(2),
  iss: z.literal(TOKEN_ISSUER),
  lesson: z.string().max(80).refine(isLessonSlug, "must be a lesson slug"),
  activity: z.enum(GRADED_ACTIVITIES),
  /** "sha256:" + base64url of the graded file's bytes (checkpoint.yaml, match.yaml, or the kata's files: graded-file-version.ts). */
  contentVersion: z.string().regex(/^sha256:[A-Za-z0-9_-]{43}$/),
  learner: z.union([z.literal("anonymous"), LearnerAgent]),
  attempt: z.number().int().min(1).max(MAX_ATTEMPT),
  score: z.number().int().min(0),
  max: z.number().int().min(1),
  /** Percent of `max` needed to pass (100 for match: every card right). */
  passMark: z.number().int().min(0).max(100),
  passed: z.boolean(),
  /**
   * A checkpoint that draws questions (docs/practice.md): their seed and their own score,
   * which must reach the pass mark too (pass-rule.ts). The draw was graded once, so naming
   * its seed gives nothing away.
   */
  drawn: z
    .strictObject({
      seed: z.number().int().min(0).max(0xffffffff),
      score: z.number().int().min(0),
      max: z.number().int().min(1),
    })
    .optional(),
  iat: seconds,
  exp: seconds,
  jti: z.string().min(16).max(64),
});
export type ScoreClaims = z.output<typeof ScoreClaims>;

export type ClaimRules = { nowSeconds: number; isKnownLesson: (slug: string) => boolean };

/**
 * Why `value` is not a coherent score, or null when it is. Contradictions checked
 * beyond the shape: score above max, a drawn part larger than the whole, `passed` that
 * disagrees with the pass rule,
 * an unknown lesson, an issue time in the future, an expiry not after issue or
 * beyond the lifetime, and an expired token.
 */
export function claimsProblem(value: unknown, rules: ClaimRules): string | null {
  const parsed = ScoreClaims.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `malformed payload: ${issue?.path.join(".") || "(root)"} ${issue?.message ?? ""}`.trim();
  }
  const c = parsed.data;
  if (c.score > c.max) return `score ${c.score} is above max ${c.max}`;
  // The drawn part and the rest (the authored questions) must each fit within their own max.
  const { drawn } = c;
  if (
    drawn &&
    (drawn.score > drawn.max || drawn.max > c.max || drawn.score > c.score || c.score - drawn.score > c.max - drawn.max)
  )
    return `the drawn part, ${drawn.score} of ${drawn.max}, does not fit within ${c.score} of ${c.max}`;
  if (c.passed !== passes(c))
    return `passed is ${c.passed} but ${percentOf(c.score, c.max)}%${c.drawn ? ` (drawn ${percentOf(c.drawn.score, c.drawn.max)}%)` : ""} against a pass mark of ${c.passMark}%`;
  if (!rules.isKnownLesson(c.lesson)) return `unknown lesson "${c.lesson}"`;
  if (c.iat > rules.nowSeconds + CLOCK_SKEW_SECONDS) return "issued in the future";
  if (c.exp <= c.iat || c.exp - c.iat > TOKEN_LIFETIME_SECONDS) return "expiry does not fit the issue time";
  if (c.exp <= rules.nowSeconds - CLOCK_SKEW_SECONDS) return "expired";
  return null;
}
