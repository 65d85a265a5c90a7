/**
 * POST /instructor/retry-passbacks: sends again every score of the dashboard's scope
 * that the tool gave up on (`failed` rows become pending, due now, with a fresh retry
 * budget), for the same people and the same scope as the page: a launch session travels
 * in the query as on the page, the key's session in its cookie. Answers 303 back to the dashboard, which says
 * how many were requeued. Request in, Response out, dependencies passed in.
 */

import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { INSTRUCTOR_PATH } from "@/lib/lti/instructor-landing";
import { keySessionOf } from "@/lib/preview/key-session";
import { type AccessDeps, type AccessRequest, accessQueryOf, accessRequestOf, decideInstructorAccess } from "./access";
import type { ResultsScope } from "./class-results";
import { refusalFor } from "./instructor-refusal";

export type RetryDeps = {
  access: AccessDeps;
  /** Requeues the scope's failed passbacks at `now`; returns how many. */
  requeue: (scope: ResultsScope, now: Date) => Promise<number>;
  now?: () => number;
};

/** The dashboard's query parameter that reports how many scores a retry requeued. */
export const RETRIED_PARAM = "retried";

/** Where the retry form posts, carrying the same launch session as the page. */
export function retryPassbacksHref(request: AccessRequest): string {
  const search = accessQueryOf(request).toString();
  return `${INSTRUCTOR_PATH}/retry-passbacks${search ? `?${search}` : ""}`;
}

export function handleRetryPassbacks(request: Request, deps: RetryDeps): Promise<Response> {
  return unlessServerFault(
    "instructor retry",
    "The failed scores could not be queued again right now; try again shortly.",
    async () => {
      const asked = accessRequestOf(new URL(request.url).searchParams, keySessionOf(request));
      const access = await decideInstructorAccess(asked, deps.access);
      if (!access.allowed) return refusalFor(access);
      const count = await deps.requeue(access.scope, new Date((deps.now ?? Date.now)()));
      const back = accessQueryOf(asked);
      back.set(RETRIED_PARAM, String(count));
      return new Response(null, {
        status: 303,
        headers: { location: `${INSTRUCTOR_PATH}?${back}#passbacks`, "cache-control": "no-store" },
      });
    },
    (message) =>
      new Response(`${message}\n`, { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } }),
  );
}
