/**
 * GET /api/lessons/<slug>/progress: what the results store holds for the learner of an
 * LTI launch on one lesson, so the course map of a launched lesson shows work done in
 * earlier launches and other browsers. The launch session comes in the Authorization
 * header (`Bearer <session>`), not in the address, so it stays out of access logs and
 * referrers. It is checked exactly as the grading endpoints check `ltiSession`
 * (checkLaunchSession); a session for another lesson is refused. Server-only.
 */
import { z } from "zod";
import { jsonError, retryLater } from "@/lib/http/read-json-body";
import type { LessonVerdictsQuery, StoredVerdict } from "@/lib/store/lesson-verdicts";
import type { StoreResult } from "@/lib/store/result";
import { checkLaunchSession, LAUNCH_AGAIN } from "./grading-learner";
import type { KeyRing } from "./tool-keys";

export type LessonProgressDeps = {
  /** The tool's key ring; null while the store holds no key (no launch ever happened). May throw when the store is down. */
  keys: () => Promise<KeyRing | null>;
  /** The store's verdicts for one learner and lesson (lib/store/lesson-verdicts.ts). May throw when the store is down. */
  verdicts: (query: LessonVerdictsQuery) => Promise<StoreResult<Record<string, StoredVerdict>>>;
  isKnownLesson: (slug: string) => boolean;
  now?: () => number;
};

/** `Bearer <token>`: the scheme case-insensitive (RFC 9110), the token a compact JWT's characters. */
const BearerHeader = z.string().regex(/^bearer +[A-Za-z0-9._~+/=-]+ *$/i);

/** The launch session a request carries as `Authorization: Bearer <session>`; null when it carries none that could be one. */
export function bearerSession(request: Request): string | null {
  const header = BearerHeader.safeParse(request.headers.get("authorization"));
  return header.success ? header.data.trim().replace(/^bearer +/i, "") : null;
}

const UNAVAILABLE = "Your saved progress could not be read just now; try again in a minute.";

/** The learner's verdicts on `slug` as JSON: `{ lesson, verdicts: { <activity>: { score, max, best, passed } } }`. */
export async function handleLessonProgress(request: Request, slug: string, deps: LessonProgressDeps) {
  if (!deps.isKnownLesson(slug)) return jsonError(404, `There is no lesson called "${slug.slice(0, 80)}".`);
  const token = bearerSession(request);
  if (token === null)
    return unauthorized(`Send the launch session as "Authorization: Bearer <session>"; ${LAUNCH_AGAIN} to get one.`);
  try {
    const now = (deps.now ?? Date.now)();
    const checked = await checkLaunchSession("The launch session", token, await deps.keys(), now, { slug });
    if (!checked.ok) return unauthorized(checked.message);
    const { platform, learner, context, target } = checked.session;
    if (target.slug !== slug)
      return jsonError(403, `The launch session was issued for ${target.slug.slice(0, 80)}, not for ${slug}.`);
    // An anonymous launch (no `sub`) never places an attempt: nothing can be stored for it.
    if (learner.sub === undefined) return answer(slug, {});
    const found = await deps.verdicts({
      issuer: platform.issuer,
      clientId: platform.clientId,
      deploymentId: platform.deploymentId,
      subject: learner.sub,
      contextId: context?.id ?? null,
      lessonSlug: slug,
    });
    // NOTE: a session whose names the store would refuse (too long) could never have placed an attempt either.
    return answer(slug, found.ok ? found.value : {});
  } catch (error) {
    console.warn(`[lti] progress of ${slug} not read: ${String(error)}`);
    return retryLater(503, UNAVAILABLE, 60);
  }
}

function answer(slug: string, verdicts: Record<string, StoredVerdict>): Response {
  // Private to the learner whose session asked: never kept by a browser cache or a CDN.
  return Response.json({ lesson: slug, verdicts }, { headers: { "cache-control": "private, no-store" } });
}

export function unauthorized(message: string): Response {
  const response = jsonError(401, message);
  response.headers.set("www-authenticate", 'Bearer realm="envelope-lab"');
  return response;
}
