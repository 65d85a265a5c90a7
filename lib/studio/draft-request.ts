/**
 * The studio's draft action at its door: what the browser sends is parsed here, and
 * access and the lesson are decided before any draft is laid out. Server-only.
 */
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import type { KeyEnv } from "@/lib/preview/key-session";
import { formatPath } from "@/lib/validation/format-path";
import { studioAccess, studioRefusalMessage } from "./studio-access";
import { StudioFiles } from "./studio-file-names";

/** What the studio page sends for each check of the draft. */
export const DraftRequest = z.strictObject({
  slug: z.string().max(100),
  files: StudioFiles,
});

export type DraftRequestResult = { ok: true; slug: string; files: StudioFiles } | { ok: false; message: string };

/** Parses a draft request and checks access (the request's key session) and the lesson; the message says what to do otherwise. */
export function readDraftRequest(
  input: unknown,
  dir: string,
  session: string | undefined,
  env?: KeyEnv,
): DraftRequestResult {
  const parsed = DraftRequest.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? formatPath(issue.path) : "";
    return {
      ok: false,
      message: `The draft was not checked: ${where ? `${where} ` : ""}${issue?.message ?? ""}`.trim(),
    };
  }
  const { slug, files } = parsed.data;
  const access = studioAccess(session, env);
  if (!access.allowed) return { ok: false, message: studioRefusalMessage(access) };
  if (!isLessonSlug(slug) || !listLessonSlugs(dir).includes(slug))
    return { ok: false, message: `There is no lesson called "${slug}".` };
  return { ok: true, slug, files };
}
