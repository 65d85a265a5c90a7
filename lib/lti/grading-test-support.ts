/** A tool key ring, a launch session signed with it and a ledger that records in memory, for the grading tests. */

import type { PracticeKept } from "@/lib/exercises/score-service";
import type { Score } from "./ags";
import type { AttemptLedger, LedgerAttempt, LtiGrading } from "./graded-attempt";
import { type LaunchSession, signSession } from "./launch-session";
import { memoryToolKeyStore } from "./memory-stores";
import { ensureToolKeys } from "./tool-keys";

export function makeSession(overrides: Partial<LaunchSession> = {}): LaunchSession {
  return {
    platform: { issuer: "https://lms.test", clientId: "tool-client-1", deploymentId: "deployment-1" },
    learner: { sub: "learner-42", name: "Ada Learner" },
    roles: [],
    resourceLink: { id: "link-1" },
    lineItem: "https://lms.test/lineitems/7",
    target: { slug: "lesson", widget: "checkpoint" },
    ...overrides,
  };
}

/** A score queued for a line item, as the store's passback row would hold it. */
export type QueuedScore = { issuer: string; clientId: string; lineItem: string; score: Score };

/**
 * An AttemptLedger in memory, keyed as the store is (learner, placement). `recorded`
 * holds every attempt, `enqueued` the scores queued; `failing` makes every call throw,
 * as a store that is down does.
 */
export function memoryLedger() {
  const recorded: { session: LaunchSession; attempt: LedgerAttempt }[] = [];
  const practised: { session: LaunchSession; answer: PracticeKept }[] = [];
  const enqueued: QueuedScore[] = [];
  const state = { failing: false };
  const samePlacement = (a: LaunchSession, b: LaunchSession) =>
    a.learner.sub === b.learner.sub &&
    a.resourceLink.id === b.resourceLink.id &&
    a.platform.issuer === b.platform.issuer;
  const check = () => {
    if (state.failing) throw new Error("the store is down");
  };
  const ledger: AttemptLedger = {
    prior: async (session, contentVersion) => {
      check();
      const mine = recorded.filter(
        (r) => samePlacement(r.session, session) && r.attempt.contentVersion === contentVersion,
      );
      return mine.length === 0 ? null : { attempt: mine.length, passed: mine.some((r) => r.attempt.passed) };
    },
    record: async (session, attempt) => {
      check();
      recorded.push({ session, attempt });
      if (attempt.score && session.lineItem)
        enqueued.push({
          issuer: session.platform.issuer,
          clientId: session.platform.clientId,
          lineItem: session.lineItem,
          score: attempt.score,
        });
      return {
        number: recorded.filter((r) => samePlacement(r.session, session)).length,
        queued: attempt.score !== null,
      };
    },
    practise: async (session, answer) => {
      check();
      const again = practised.some(
        (p) => p.session.learner.sub === session.learner.sub && p.answer.ticket === answer.ticket,
      );
      if (!again) practised.push({ session, answer });
      return !again;
    },
  };
  return { ledger, recorded, enqueued, practised, state };
}

/** LTI grading deps over a fresh key ring and a memory ledger. */
export async function makeLtiGrading(nowMs: number) {
  const store = memoryToolKeyStore();
  const ring = await ensureToolKeys(store, nowMs);
  const memory = memoryLedger();
  const lti: LtiGrading = { keys: async () => ring, ledger: memory.ledger, now: () => nowMs };
  const sign = (session: LaunchSession = makeSession(), at = nowMs) => signSession("launch", session, ring, at);
  return { lti, ring, sign, ...memory };
}
