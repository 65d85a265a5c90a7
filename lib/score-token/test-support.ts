import { randomBytes } from "node:crypto";
import type { TokenDeps } from "./issue";
import type { ScoreInput } from "./score-token";
import { type SigningKeys, toKey } from "./signing-keys";

/** A fresh random secret per call: no test signs with a constant. */
export const randomSecret = () => randomBytes(32).toString("base64url");

export function makeKeys(secret = randomSecret(), previous?: string): SigningKeys {
  const current = toKey(secret);
  return { current, verifying: previous ? [current, toKey(previous)] : [current], source: "test" };
}

/**
 * What a grading endpoint's test signs with: fresh keys, one known lesson called "lesson",
 * a fixed clock (`nowMs`) and the given content version.
 */
export function makeTokenDeps(contentVersion: string) {
  const keys = makeKeys();
  const isKnownLesson = (slug: string) => slug === "lesson";
  const nowMs = 1_700_000_000_000;
  const tokens = (): TokenDeps => ({ keys, isKnownLesson, contentVersion: () => contentVersion, now: () => nowMs });
  return { keys, isKnownLesson, nowMs, tokens };
}

export function makeScore(overrides: Partial<ScoreInput> = {}): ScoreInput {
  return {
    lesson: "error-envelope",
    activity: "checkpoint",
    contentVersion: `sha256:${"A".repeat(43)}`,
    learner: "anonymous",
    attempt: 1,
    score: 9,
    max: 12,
    passMark: 80,
    ...overrides,
  };
}
