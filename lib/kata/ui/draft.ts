/**
 * The student's kata draft in localStorage. Client-safe: no zod (it would cost the
 * widget ~29 kB), a hand-written guard instead, and the versioned store's rules, so a
 * draft another version wrote, or one that cannot be read, is set aside, never lost.
 */
import { type LocalWorkReader, peekWork } from "@/lib/progress/local-work";

/** Bump when the saved shape changes; older drafts are set aside with a notice. */
export const DRAFT_VERSION = 1;

/**
 * A draft longer than this is not believed (storage was tampered with, or another app
 * wrote the key). Generous on purpose: the grader refuses long sources with its own words.
 */
export const MAX_DRAFT_CHARS = 200_000;

/** localStorage key of a lesson's kata draft. */
export const draftKey = (slug: string) => `envelope-lab:kata:${slug}`;

export type KataDraft = { source: string };

/** Accepts a saved draft only when it is a bounded string; otherwise null, and the caller sets it aside. */
export function parseDraft(data: unknown): KataDraft | null {
  if (typeof data !== "object" || data === null) return null;
  const { source } = data as Record<string, unknown>;
  if (typeof source !== "string" || source.length > MAX_DRAFT_CHARS) return null;
  return { source };
}

/** The kata's work for the course map: a saved draft. Its grades live only in the map's own record. */
export const kataLocalWork: LocalWorkReader = (store, slug) =>
  peekWork(store, draftKey(slug), DRAFT_VERSION, parseDraft, () => ({ started: true }));

/**
 * Whether "Reset to starter" would throw work away: only when the draft differs from
 * the starter. A student who has not changed anything is not asked to confirm.
 */
export function resetLosesWork(draft: string, starter: string): boolean {
  return draft !== starter;
}
