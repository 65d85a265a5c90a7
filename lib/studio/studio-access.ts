import { decidePreviewAccess, type PreviewAccess } from "@/lib/preview/preview-access";

type Env = { NODE_ENV?: string; INSTRUCTOR_KEY?: string };

/**
 * Whether the studio may be used: the instructor preview's rule (any request in `next dev`;
 * in production only with INSTRUCTOR_KEY set and given), since the studio shows every
 * answer too and can also write the lesson's files. The page, the draft action and the
 * save endpoint each ask this.
 */
export function studioAccess(givenKey: string | string[] | undefined, env: Env = process.env): PreviewAccess {
  return decidePreviewAccess({ nodeEnv: env.NODE_ENV, configuredKey: env.INSTRUCTOR_KEY, givenKey });
}

/** What a refused request is told, without saying anything about the lesson. */
export function studioRefusalMessage(access: Extract<PreviewAccess, { allowed: false }>): string {
  return access.status === 404
    ? "The studio is not available on this deployment: it runs under next dev, or with INSTRUCTOR_KEY set."
    : "The studio needs the instructor key: open it as /studio/<lesson>?key=<the INSTRUCTOR_KEY of this deployment>.";
}
