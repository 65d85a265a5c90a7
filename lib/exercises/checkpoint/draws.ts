/**
 * A checkpoint that draws generated questions for each attempt (docs/practice.md, "In the
 * checkpoint"): the draw's ticket, and the port the endpoint draws through. The ticket is
 * random and carries the time it was made; the questions come from a secret seed of both
 * (lib/practice/checkpoint-draws.ts), so changing its time changes them too. It ends with
 * a digest of the questions as they were shown, so a sheet is never graded against other
 * questions than its own: a new version of the generator draws other ones from the same
 * seed. A ticket is graded once (the results store's nonces) and not after a day, so a key
 * learned from a graded draw is never worth a point again. Server only (node:crypto).
 */
import { createHash, randomBytes } from "node:crypto";
import type { CheckpointQuestion } from "./schema";

/** What one draw gives: the seed the questions came from, and the call each is about (as the browser may see it). */
export type DrawnQuestions = {
  seed: number;
  questions: CheckpointQuestion[];
  calls: { ask: string; scenario: object }[];
};

/** How a checkpoint endpoint draws (lib/practice/checkpoint-draws.ts, wired by the composition root). */
export type QuestionDrawer = {
  /** How many questions each attempt of lesson `slug`'s checkpoint draws; 0 for none. */
  count: (slug: string) => number;
  /** The questions `ticket` draws for lesson `slug`; only asked where `count` is above 0. */
  draw: (slug: string, ticket: string) => Promise<DrawnQuestions>;
};

/** A drawn attempt is graded within a day of its draw, the life of a score token. */
export const DRAW_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * 16 random bytes (base64url), a dot, the second it was made (base 36): the ticket's seeded
 * part. Then a dot and the shown questions' digest; a ticket handed out before tickets had
 * one is still read, and refused as a draw whose questions may have changed.
 */
export const DRAW_TICKET_PATTERN = /^[A-Za-z0-9_-]{22}\.[0-9a-z]{1,10}(\.[A-Za-z0-9_-]{11})?$/;

/** A new ticket's seeded part; `sealedTicket` adds the digest once the questions are drawn. */
export const newDrawTicket = (nowMs: number): string =>
  `${randomBytes(16).toString("base64url")}.${Math.floor(nowMs / 1000).toString(36)}`;

/** The part of `ticket` the questions are drawn from: its random part and time. */
export const seededPart = (ticket: string): string => ticket.split(".").slice(0, 2).join(".");

/** 66 bits of SHA-256 over the questions as the browser was sent them: what a grade must find again. */
export const drawDigest = (shown: unknown): string =>
  createHash("sha256").update(JSON.stringify(shown)).digest("base64url").slice(0, 11);

/** The ticket a draw hands out: its seeded part and the digest of what it showed. */
export const sealedTicket = (seeded: string, shown: unknown): string => `${seeded}.${drawDigest(shown)}`;

/** Whether `ticket` was sealed over exactly `shown`. */
export const sealedOver = (ticket: string, shown: unknown): boolean =>
  ticket === sealedTicket(seededPart(ticket), shown);

/** When `ticket` stops being graded, in ms; undefined when it was made in the future (more than a minute on). */
export function drawExpiry(ticket: string, nowMs: number): number | undefined {
  const madeMs = Number.parseInt(ticket.split(".")[1] ?? "", 36) * 1000;
  if (!Number.isSafeInteger(madeMs) || madeMs > nowMs + 60_000) return undefined;
  return madeMs + DRAW_LIFETIME_SECONDS * 1000;
}

/** The store's once-only record of a graded draw, kept apart from every other nonce. */
export const spentDrawNonce = (slug: string, ticket: string) => `checkpoint-draw:${slug}:${ticket}`;
