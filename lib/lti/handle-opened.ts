/**
 * POST /api/lessons/<slug>/<activity>/opened: the learner of a launch or class session
 * has the graded activity in front of them, so the store notes that their next attempt
 * began now, by this server's clock (lib/store/attempts.ts `open`); the submission that
 * grades it closes it, and the gradebook counts the time between (docs/instructor.md).
 * The browser only says "now", never when: its clock is not evidence. The session comes
 * as `Authorization: Bearer <session>`, checked as grading checks it; a session that
 * places no attempt (no learner, a whole-lesson launch) opens nothing. Server-only.
 */
import { ACTIVITIES, type Activity } from "@/lib/exercise-kinds/registry";
import { jsonError, retryLater } from "@/lib/http/read-json-body";
import { AttemptRefused, placesAttempt } from "./graded-attempt";
import { checkLaunchSession, LAUNCH_AGAIN } from "./grading-learner";
import type { LaunchSession } from "./launch-session";
import { bearerSession, unauthorized } from "./lesson-progress";
import type { KeyRing } from "./tool-keys";

export type OpenedDeps = {
  /** The tool's key ring; null while the store holds no key. May throw when the store is down. */
  keys: () => Promise<KeyRing | null>;
  /** Notes the opening in the store (lib/lti/store-attempt-ledger.ts openAttempt). May throw when the store is down. */
  open: (session: LaunchSession, now: Date) => Promise<void>;
  /** Whether lesson `slug` has `activity`, as grading decides it (lib/content/exercise-lesson.ts hasExerciseFile). */
  hasActivity: (slug: string, activity: Activity) => boolean;
  now?: () => number;
};

/**
 * 204 when noted (or when there is nothing to note); 401, 403 or 404 naming the problem; 503
 * when the store is down. A refusal by the store (AttemptRefused) is 204 too, as grading
 * answers the grade then: the same request would meet the same refusal, so it is not retried.
 */
export async function handleOpened(request: Request, slug: string, activity: string, deps: OpenedDeps) {
  const widget = ACTIVITIES.find((a) => a === activity);
  if (!widget || !deps.hasActivity(slug, widget))
    return jsonError(404, `There is no ${activity.slice(0, 40)} for a lesson called "${slug.slice(0, 80)}".`);
  const token = bearerSession(request);
  if (token === null)
    return unauthorized(`Send the launch session as "Authorization: Bearer <session>"; ${LAUNCH_AGAIN} to get one.`);
  try {
    const now = (deps.now ?? Date.now)();
    const checked = await checkLaunchSession("The launch session", token, await deps.keys(), now, { slug, widget });
    if (!checked.ok) return unauthorized(checked.message);
    const { target } = checked.session;
    if (target.slug !== slug || (target.widget !== undefined && target.widget !== widget))
      return jsonError(403, `The launch session was issued for ${target.slug.slice(0, 80)}, not for ${slug}.`);
    if (placesAttempt(checked.session, widget)) await deps.open(checked.session, new Date(now));
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.warn(`[lti] opening of ${slug}/${widget} not noted: ${String(error)}`);
    if (error instanceof AttemptRefused)
      return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
    return retryLater(503, "The results store could not note that you opened this activity just now.", 60);
  }
}
