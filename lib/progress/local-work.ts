/**
 * What an exercise kind keeps of a student's work in this browser, as the course map reads
 * it: each kind has a reader of its own record, listed in lib/exercise-kinds/local-work.ts.
 * Client-safe (no zod): the map reads it in the browser, after hydration.
 */
import { type KeyValueStore, peekVersioned } from "./versioned-store";

/** What the map learns from a kind's own record. */
export type LocalWork = {
  /** There is work: answers, placed cards, a draft. */
  started: boolean;
  /** How far it went, in the student's words ("4 cards placed", "best 60%"). */
  detail?: string;
  /** The record holds a pass the server graded, saved before the map recorded verdicts. */
  passed?: boolean;
  /** A record is stored but could not be believed; it is left where it is. */
  unreadable?: boolean;
};

/** Reads lesson `slug`'s work and changes nothing: the widget that owns a record is the one to set it aside. */
export type LocalWorkReader = (store: KeyValueStore | undefined, slug: string) => LocalWork;

export const NO_WORK: LocalWork = { started: false };

/** The work in one versioned record, as `workOf` reads a record the kind's guard believes. */
export function peekWork<T>(
  store: KeyValueStore | undefined,
  key: string,
  version: number,
  parse: (data: unknown) => T | null,
  workOf: (value: T) => LocalWork,
): LocalWork {
  const { value, problem } = peekVersioned(store, key, version, parse);
  if (value !== null) return workOf(value);
  return problem === "unreadable" || problem === "other-version" ? { started: false, unreadable: true } : NO_WORK;
}
