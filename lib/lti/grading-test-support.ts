/** A tool key ring, a launch session signed with it and an outbox that records, for the grading tests. */
import type { LtiGrading } from "./grading-learner";
import { type LaunchSession, signSession } from "./launch-session";
import { memoryToolKeyStore } from "./memory-stores";
import type { PendingScore } from "./score-outbox";
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

/** LTI grading deps over a fresh key ring; `enqueued` is what the outbox was handed. */
export async function makeLtiGrading(nowMs: number) {
  const store = memoryToolKeyStore();
  const ring = await ensureToolKeys(store, nowMs);
  const enqueued: PendingScore[] = [];
  const lti: LtiGrading = {
    keys: async () => ring,
    outbox: { enqueue: (item) => enqueued.push(item) },
    now: () => nowMs,
  };
  const sign = (session: LaunchSession = makeSession(), at = nowMs) => signSession("launch", session, ring, at);
  return { lti, ring, enqueued, sign };
}
