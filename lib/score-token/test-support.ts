import { randomBytes } from "node:crypto";
import type { ScoreInput } from "./score-token";
import { type SigningKeys, toKey } from "./signing-keys";

/** A fresh random secret per call: no test signs with a constant. */
export const randomSecret = () => randomBytes(32).toString("base64url");

export function makeKeys(secret = randomSecret(), previous?: string): SigningKeys {
  const current = toKey(secret);
  return { current, verifying: previous ? [current, toKey(previous)] : [current], source: "test" };
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
