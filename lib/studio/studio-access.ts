import { decideKeyAccess, type KeyEnv, processKeyEnv } from "@/lib/preview/key-session";
import type { PreviewAccess } from "@/lib/preview/preview-access";

/**
 * Whether the studio may be used: the instructor preview's rule (any request in `next dev`;
 * in production only with INSTRUCTOR_KEY set and a session traded for it), since the studio
 * shows every answer too and can also write the lesson's files. The page, the draft action
 * and the save endpoint each ask this, with the session cookie of the request.
 */
export function studioAccess(session: string | undefined, env: KeyEnv = processKeyEnv()): PreviewAccess {
  return decideKeyAccess({ session }, env);
}

/** What a refused request is told, without saying anything about the lesson. */
export function studioRefusalMessage(access: Extract<PreviewAccess, { allowed: false }>): string {
  return access.status === 404
    ? "The studio is not available on this deployment: it runs under next dev, or with INSTRUCTOR_KEY set."
    : "The studio needs the instructor key: open it as /studio/<lesson>?key=<the INSTRUCTOR_KEY of this deployment> (its session lasts 2 hours).";
}
