import type { StudioSaveResponse } from "@/lib/studio/handle-save";
import type { StudioFiles } from "@/lib/studio/studio-file-names";

export type SaveOutcome =
  | { kind: "saved"; message: string }
  | { kind: "has-errors"; message: string }
  | { kind: "failed"; message: string };

/** Posts the draft to the save endpoint (the instructor's session travels as its cookie). Never throws: every failure comes back as words to show. */
export async function postStudioSave(slug: string, files: StudioFiles, saveAnyway: boolean): Promise<SaveOutcome> {
  try {
    const response = await fetch(`/api/studio/${encodeURIComponent(slug)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ files, saveAnyway }),
    });
    const body = (await response.json().catch(() => null)) as
      | (Partial<StudioSaveResponse> & { error?: { message?: string } })
      | null;
    if (response.ok && body?.saved) return { kind: "saved", message: `Saved ${body.saved.join(", ")}.` };
    const why = body?.error?.message ?? `the server answered ${response.status}`;
    if (response.status === 409) return { kind: "has-errors", message: why };
    return { kind: "failed", message: `Not saved: ${why} Your draft is kept in this browser.` };
  } catch {
    return {
      kind: "failed",
      message: "Not saved: the server could not be reached. Your draft is kept in this browser.",
    };
  }
}
