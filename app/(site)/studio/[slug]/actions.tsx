"use server";

import { cookies } from "next/headers";
import { DraftPage } from "@/components/studio/draft-page";
import type { DraftResult } from "@/components/studio/use-draft-check";
import { KEY_SESSION_COOKIE } from "@/lib/preview/key-session";
import { readDraftRequest } from "@/lib/studio/draft-request";
import { loadStudioDraft } from "@/lib/studio/load-draft";
import { studioLessonsDir } from "@/lib/studio/studio-files";

/** Checks a studio draft and renders its page: the studio calls this as the instructor types. */
export async function checkStudioDraft(input: unknown): Promise<DraftResult> {
  const dir = studioLessonsDir();
  const request = readDraftRequest(input, dir, (await cookies()).get(KEY_SESSION_COOKIE)?.value);
  if (!request.ok) return request;
  const draft = await loadStudioDraft(request.slug, request.files, dir);
  return {
    ok: true,
    problems: draft.problems,
    page: draft.page ? <DraftPage page={draft.page} slug={request.slug} /> : null,
    match: draft.match,
    checkpoint: draft.checkpoint,
  };
}
