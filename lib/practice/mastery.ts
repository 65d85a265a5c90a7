/**
 * Mastery per concept, from the server's verdicts on practice items. Client-safe (no zod,
 * no node:): the practice widget and the course map read and write it in the browser.
 *
 * The rule, in one place: a concept is mastered after MASTERY_STREAK (mastery-words.ts) right answers in a
 * row; a wrong answer starts the run again and takes a mastery away; a mastered concept
 * not practised for REVIEW_AFTER_MS is due for review, and one right answer renews it.
 * An item is counted once: a ticket answered again (a reload, a second tab) changes nothing.
 */
import { isCountUpTo } from "@/lib/progress/limits";
import { type LocalWorkReader, peekWork } from "@/lib/progress/local-work";
import { CONCEPT_IDS, type ConceptId } from "./concept-ids";
import { MASTERY_STREAK, type Mastery } from "./mastery-words";

/** How long a mastery holds without practice before review is due: three days. */
export const REVIEW_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Bump when the saved shape changes; a value of another version is set aside. */
export const PRACTICE_RECORD_VERSION = 1;

/** Dispatched on `window` when this tab writes a practice record, so the page's course map reads it again. */
export const PRACTICE_EVENT = "envelope-lab:practice";
/** Tickets remembered to refuse a second count; older ones can no longer be answered twice in practice. */
const REMEMBERED_TICKETS = 50;
const MAX_COUNT = 1_000_000;

export type ConceptRecord = {
  /** Right answers since the last wrong one. */
  streak: number;
  answered: number;
  right: number;
  /** When the current mastery was reached (ms since epoch); null when not mastered. */
  masteredAt: number | null;
  /** When the concept was last answered (ms since epoch). */
  lastAt: number;
};

export type PracticeRecord = {
  concepts: Partial<Record<ConceptId, ConceptRecord>>;
  /** The latest tickets counted, newest last. */
  tickets: string[];
};

export const EMPTY_PRACTICE: PracticeRecord = { concepts: {}, tickets: [] };

/** localStorage key of one lesson's practice record. */
export const practiceKey = (slug: string) => `envelope-lab:practice:${slug}`;

/** The record after the server judged `ticket`'s item on `concept` right or wrong at `now`. */
export function withAnswer(
  record: PracticeRecord,
  concept: ConceptId,
  ticket: string,
  right: boolean,
  now: number,
): PracticeRecord {
  if (record.tickets.includes(ticket)) return record;
  const before = record.concepts[concept];
  const streak = right ? (before?.streak ?? 0) + 1 : 0;
  const mastered = before?.masteredAt ?? null;
  const masteredAt = !right ? null : mastered !== null ? mastered : streak >= MASTERY_STREAK ? now : null;
  const next: ConceptRecord = {
    streak: Math.min(streak, MAX_COUNT),
    answered: Math.min((before?.answered ?? 0) + 1, MAX_COUNT),
    right: Math.min((before?.right ?? 0) + (right ? 1 : 0), MAX_COUNT),
    masteredAt,
    lastAt: now,
  };
  return {
    concepts: { ...record.concepts, [concept]: next },
    tickets: [...record.tickets, ticket].slice(-REMEMBERED_TICKETS),
  };
}

/** Where a learner stands on `concept` at `now`. */
export function masteryOf(record: PracticeRecord, concept: ConceptId, now: number): Mastery {
  const held = record.concepts[concept];
  if (held === undefined || held.answered === 0) return { state: "new", streak: 0, needed: MASTERY_STREAK };
  const needed = Math.max(0, MASTERY_STREAK - held.streak);
  if (held.masteredAt === null) return { state: "learning", streak: held.streak, needed };
  const due = now - held.lastAt >= REVIEW_AFTER_MS;
  return { state: due ? "review" : "mastered", streak: held.streak, needed: 0 };
}

/** A hand-written guard (zod would weigh on the course map's code): null for anything not a sound record. */
export function parsePracticeRecord(data: unknown): PracticeRecord | null {
  if (typeof data !== "object" || data === null) return null;
  const { concepts, tickets } = data as Record<string, unknown>;
  if (!Array.isArray(tickets) || tickets.length > REMEMBERED_TICKETS) return null;
  if (!tickets.every((ticket) => typeof ticket === "string" && ticket.length <= 100)) return null;
  if (typeof concepts !== "object" || concepts === null || Array.isArray(concepts)) return null;
  const entries = Object.entries(concepts);
  const known = (id: string): id is ConceptId => (CONCEPT_IDS as readonly string[]).includes(id);
  if (!entries.every(([id, value]) => known(id) && isConceptRecord(value))) return null;
  return { concepts: Object.fromEntries(entries) as PracticeRecord["concepts"], tickets: [...tickets] };
}

function isConceptRecord(value: unknown): value is ConceptRecord {
  if (typeof value !== "object" || value === null) return false;
  const { streak, answered, right, masteredAt, lastAt } = value as Record<string, unknown>;
  return (
    isCountUpTo(answered, MAX_COUNT) &&
    isCountUpTo(right, answered) &&
    isCountUpTo(streak, right) &&
    isCountUpTo(lastAt, Number.MAX_SAFE_INTEGER) &&
    (masteredAt === null || isCountUpTo(masteredAt, lastAt))
  );
}

/**
 * The course map's reading of the record: whether any concept was practised. The map lists
 * each concept with its own words (components/progress/course-map-watch.ts), so no detail.
 */
export const practiceLocalWork: LocalWorkReader = (store, slug) =>
  peekWork(store, practiceKey(slug), PRACTICE_RECORD_VERSION, parsePracticeRecord, (record) => ({
    started: CONCEPT_IDS.some((id) => record.concepts[id] !== undefined),
  }));
