/**
 * The student's kata draft in localStorage. Client-safe: no zod (it would cost the
 * widget ~29 kB), a hand-written guard instead, and the versioned store's rules, so a
 * draft another version wrote, or one that cannot be read, is set aside, never lost.
 * The sandbox reads it too (`peekDraft`), without changing anything.
 */
import { type LocalWorkReader, peekWork } from "@/lib/progress/local-work";
import { type KeyValueStore, peekVersioned } from "@/lib/progress/versioned-store";

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

/** A draft as another widget sees it (the sandbox's "my layer"): read only, never moved aside. */
export type PeekedDraft =
  | { kind: "draft"; source: string }
  | { kind: "none" }
  /** Something is stored but cannot be used: `why` finishes "Your kata draft ...". */
  | { kind: "unusable"; why: string };

/**
 * Lesson `slug`'s draft, read without changing anything: only the kata widget that owns it
 * sets a bad draft aside. An empty draft is no layer to run, so it counts as none.
 */
export function peekDraft(store: KeyValueStore | undefined, slug: string): PeekedDraft {
  const peeked = peekVersioned(store, draftKey(slug), DRAFT_VERSION, parseDraft);
  if (peeked.problem === "blocked") return { kind: "unusable", why: "cannot be read: this browser blocks storage" };
  if (peeked.problem === "other-version") return { kind: "unusable", why: "was saved by another version of this page" };
  if (peeked.problem === "unreadable") return { kind: "unusable", why: "could not be read" };
  if (peeked.value === null || peeked.value.source.trim() === "") return { kind: "none" };
  return { kind: "draft", source: peeked.value.source };
}

/**
 * Whether "Reset to starter" would throw work away: only when the draft differs from
 * the starter. A student who has not changed anything is not asked to confirm.
 */
export function resetLosesWork(draft: string, starter: string): boolean {
  return draft !== starter;
}
