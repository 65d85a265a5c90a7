import { gradingFields, rememberToken } from "@/lib/embed/grading-context";
import type { MatchResponse } from "@/lib/exercises/match/handle-post";
import type { Placements } from "@/lib/exercises/match/statuses";

export type CheckOutcome = { ok: true; grade: MatchResponse } | { ok: false; message: string };

/** Asks the server to grade the placements. Never throws: failures come back as a message to show. */
export async function postMatchCheck(slug: string, placements: Placements, reveal: boolean): Promise<CheckOutcome> {
  try {
    const response = await fetch(`/api/lessons/${encodeURIComponent(slug)}/match`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ placements, reveal, ...gradingFields("match", slug) }),
    });
    const body = (await response.json().catch(() => null)) as (MatchResponse & { error?: { message?: string } }) | null;
    if (!response.ok || !body || !Array.isArray(body.cards)) {
      const why = body?.error?.message ?? `the server answered ${response.status}`;
      return { ok: false, message: `Your answers could not be checked (${why}). Your placements are kept.` };
    }
    rememberToken("match", slug, (body as { token?: unknown }).token);
    return { ok: true, grade: body };
  } catch {
    return { ok: false, message: "Your answers could not be checked (no connection). Your placements are kept." };
  }
}
