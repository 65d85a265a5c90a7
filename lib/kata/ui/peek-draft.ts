/**
 * The kata draft as the sandbox's "my layer" reads it. Its own file, not draft.ts, because
 * the kata's first-load island imports draft.ts (for the key), and this is sandbox-only code.
 */
import { type KeyValueStore, peekVersioned } from "@/lib/progress/versioned-store";
import { DRAFT_VERSION, draftKey, parseDraft } from "./draft";

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
