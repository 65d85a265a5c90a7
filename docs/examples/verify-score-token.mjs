// Verify an Envelope Lab score token on your course site's server (Node 20+, `npm i jose`).
// Copy this file as it is; lib/score-token/docs-example.test.ts runs it against real tokens.
import { jwtVerify } from "jose";

/**
 * Returns the token's claims when Envelope Lab signed it with one of `secrets` (current
 * first, then the previous one during a rotation) and it says one coherent thing;
 * otherwise null. `lessons` lists the lesson slugs your course uses.
 */
export async function readScoreToken(token, { secrets, lessons, now = new Date() }) {
  for (const secret of secrets) {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ["HS256"],
        typ: "envelope-lab-score+jwt",
        issuer: "envelope-lab",
        currentDate: now,
        clockTolerance: 60,
        requiredClaims: ["iat", "exp", "jti"],
      }));
    } catch {
      continue; // wrong secret, expired, or not a score token
    }
    const { v, lesson, activity, contentVersion, learner, score, max, passMark, passed, attempt, iat, exp } = claims;
    // A checkpoint that drew questions for the attempt names their own score: it must fit
    // inside the whole, and reach the pass mark too for the attempt to pass.
    const { drawn } = claims;
    const percent = (points, of) => Math.round((100 * points) / of);
    const drawnFits =
      drawn === undefined ||
      (Number.isInteger(drawn?.seed) &&
        Number.isInteger(drawn.score) &&
        Number.isInteger(drawn.max) &&
        drawn.score >= 0 &&
        drawn.max >= 1 &&
        drawn.score <= drawn.max &&
        drawn.max <= max &&
        drawn.score <= score &&
        score - drawn.score <= max - drawn.max);
    const passes =
      percent(score, max) >= passMark && (drawn === undefined || percent(drawn.score, drawn.max) >= passMark);
    const ok =
      v === 2 &&
      lessons.includes(lesson) &&
      ["checkpoint", "match", "kata"].includes(activity) &&
      /^sha256:[A-Za-z0-9_-]{43}$/.test(contentVersion) &&
      (learner === "anonymous" || (typeof learner === "object" && learner?.objectType === "Agent")) &&
      Number.isInteger(passMark) &&
      passMark >= 0 &&
      passMark <= 100 &&
      Number.isInteger(score) &&
      Number.isInteger(max) &&
      score >= 0 &&
      max >= 1 &&
      score <= max &&
      Number.isInteger(attempt) &&
      attempt >= 1 &&
      drawnFits &&
      passed === passes &&
      iat <= now.getTime() / 1000 + 60 &&
      exp > iat &&
      exp - iat <= 24 * 60 * 60; // tokens live one day at most
    return ok ? claims : null;
  }
  return null;
}

// Then, on your side: check claims.learner is the student who handed it in, and record
// claims.jti so the same token is not counted twice.
