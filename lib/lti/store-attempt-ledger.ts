/**
 * The results store behind grading: what a launch session says about its course,
 * learner and placement is upserted (at launch and again at grading, so a launch whose
 * upsert failed still records its attempts), and attempts with their queued passback
 * are recorded in one transaction (lib/store/attempts.ts). Server-only.
 */

import { ACTIVITIES, type Activity } from "@/lib/exercise-kinds/registry";
import type { Store } from "@/lib/store/open-store";
import { scoreBody } from "./ags";
import { type AttemptLedger, AttemptRefused } from "./graded-attempt";
import type { LaunchSession } from "./launch-session";
import { PassbackPayload } from "./passback-payload";

export type Placement = { learnerId: number | null; resourceLinkId: number | null; contextId: number | null };

const isActivity = (widget: string | undefined): widget is Activity =>
  (ACTIVITIES as readonly (string | undefined)[]).includes(widget);

const validUrl = (url: string | undefined) =>
  url !== undefined && URL.canParse(url) && url.length <= 2000 ? url : null;

/** Throws with the store's message when a repository refused its input (AttemptRefused for bad input). */
function must<T>(result: { ok: true; value: T } | { ok: false; reason: string; message: string }, what: string): T {
  if (result.ok) return result.value;
  if (result.reason === "invalid") throw new AttemptRefused(`${what}: ${result.message}`);
  throw new Error(`${what}: ${result.message}`);
}

/**
 * Upserts the session's context, learner (with name and email in that context) and,
 * for a graded widget, its resource link; returns their row ids (null where the session
 * has none). Throws when the platform or deployment is not in the store.
 */
export async function recordPlacement(
  store: Store,
  session: LaunchSession,
  now: Date,
  scoreMaximum: number | null = null,
): Promise<Placement> {
  const { issuer, clientId, deploymentId } = session.platform;
  const platform = await store.platforms.find(issuer, clientId);
  const deployment = platform && (await store.platforms.findDeployment(platform.id, deploymentId));
  if (!platform || !deployment) throw new Error(`${issuer} (${clientId}, ${deploymentId}) is not in the store`);
  const context = session.context;
  const contextId = context
    ? must(
        await store.courses.upsertContext(
          {
            deploymentId: deployment.id,
            ltiContextId: context.id,
            title: (context.title ?? context.label ?? null)?.slice(0, 500) ?? null,
          },
          now,
        ),
        "context",
      )
    : null;
  const { sub, name, email } = session.learner;
  const learnerId =
    sub === undefined
      ? null
      : must(
          await store.courses.recordLearner(
            {
              platformId: platform.id,
              subject: sub,
              contextId,
              name: name?.slice(0, 500) ?? null,
              email: email?.slice(0, 320) ?? null,
            },
            now,
          ),
          "learner",
        );
  const { slug, widget } = session.target;
  const resourceLinkId = isActivity(widget)
    ? must(
        await store.courses.upsertResourceLink(
          {
            deploymentId: deployment.id,
            contextId,
            ltiResourceLinkId: session.resourceLink.id,
            lessonSlug: slug,
            widget,
            lineItemUrl: validUrl(session.lineItem),
            scoreMaximum,
          },
          now,
        ),
        "resource link",
      ).id
    : null;
  return { learnerId, resourceLinkId, contextId };
}

async function placed(store: Store, session: LaunchSession, now: Date, scoreMaximum: number | null = null) {
  const placement = await recordPlacement(store, session, now, scoreMaximum);
  if (placement.learnerId === null || placement.resourceLinkId === null)
    throw new Error("the session names no learner or no graded widget");
  return { learnerId: placement.learnerId, resourceLinkId: placement.resourceLinkId };
}

/** Notes that the session's learner opened their next attempt at its placement (lib/store/attempts.ts `open`). */
export async function openAttempt(store: Store, session: LaunchSession, now: Date): Promise<void> {
  const { learnerId, resourceLinkId } = await placed(store, session, now);
  await store.attempts.open(learnerId, resourceLinkId, now);
}

/** The ledger over `store`; `queued` is called after a score is queued (to wake the passback worker). */
export function storeAttemptLedger(
  store: Store,
  queued: () => void = () => {},
  now: () => number = Date.now,
): AttemptLedger {
  return {
    async prior(session, contentVersion) {
      const { learnerId, resourceLinkId } = await placed(store, session, new Date(now()));
      const { count, passed } = await store.attempts.tally(learnerId, resourceLinkId, contentVersion);
      return count === 0 ? null : { attempt: count, passed };
    },
    async record(session, attempt) {
      const at = new Date(now());
      const { learnerId, resourceLinkId } = await placed(store, session, at, attempt.graded.max);
      const lineItem = validUrl(session.lineItem);
      const passback =
        attempt.score && lineItem
          ? {
              lineItemUrl: lineItem,
              payload: PassbackPayload.parse({
                issuer: session.platform.issuer,
                clientId: session.platform.clientId,
                score: scoreBody(attempt.score),
              }),
            }
          : null;
      const recorded = must(
        await store.attempts.record(
          {
            learnerId,
            resourceLinkId,
            score: attempt.graded.score,
            max: attempt.graded.max,
            passed: attempt.passed,
            answers: JSON.parse(JSON.stringify(attempt.answers)),
            verdicts: JSON.parse(JSON.stringify(attempt.verdicts)),
            contentVersion: attempt.contentVersion,
            passback,
          },
          at,
        ),
        "attempt",
      );
      if (passback) queued();
      return { number: recorded.number, queued: passback !== null };
    },
    async practise(session, { concept, ticket, seed, right }) {
      const at = new Date(now());
      const { learnerId, contextId } = await recordPlacement(store, session, at);
      if (learnerId === null || contextId === null) return false;
      const lessonSlug = session.target.slug;
      const input = { learnerId, contextId, lessonSlug, concept, ticket, seed, right };
      return must(await store.practiceAnswers.record(input, at), "practice answer");
    },
  };
}
