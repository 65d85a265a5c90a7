/**
 * Grade passback as a queue in the database, so a score survives a restart and a
 * platform that is down. A worker claims due rows, sends them, and reports back.
 *
 * Claiming is one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery: on Postgres two
 * servers claiming at once each get different rows, neither waits for the other. A
 * claim is a lease: it pushes `next_try_at` ahead by `leaseMs`, so a row whose worker
 * died becomes due again. `tries` is the claim's fencing token: a report from a worker
 * whose lease ran out (and the row was claimed again) changes nothing.
 * How long to wait after a failure is the caller's policy (lib/lti/retry-policy.ts):
 * the queue stores the time it names.
 * NOTE: PGlite accepts SKIP LOCKED; having one session, it runs claims one after the
 * other (lib/store/pglite-dialect.ts), which is equally correct inside one process.
 */
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { camelRows, type Database, type Rows } from "./schema";

const DEFAULT_LEASE_MS = 60_000;

export const PassbackStatus = z.enum(["pending", "delivered", "failed"]);
export type PassbackStatus = z.output<typeof PassbackStatus>;

export type PassbackClaim = {
  id: number;
  attemptId: number;
  lineItemUrl: string;
  payload: z.core.util.JSONType;
  /** Which try this is (1 for the first); also the fencing token for the report. */
  tries: number;
  /** When the score was queued: the retry policy's time budget counts from here. */
  queuedAt: Date;
  /** When this claim's lease ends; past it another worker may claim the row again. */
  leaseEndsAt: Date;
};

export type PassbackRow = Omit<PassbackClaim, "leaseEndsAt"> & {
  status: PassbackStatus;
  nextTryAt: Date;
  lastError: string | null;
};

const Json = z.json();

/** A queue row (with any columns selected beside it) as the store hands it out. */
function toRow<R extends Selectable<Rows["passbackQueue"]>>({ createdAt, updatedAt, ...row }: R) {
  return { ...row, queuedAt: createdAt, payload: Json.parse(row.payload), status: PassbackStatus.parse(row.status) };
}

/** A row of `outstanding`: the queue row, the attempt's number and learner, and the placement. */
export type OutstandingPassback = PassbackRow & {
  attemptNumber: number;
  learnerId: number;
  subject: string;
  resourceLinkId: number;
  lessonSlug: string;
  widget: string;
};

export type FailureOutcome = { status: "pending"; nextTryAt: Date } | { status: "failed" } | { status: "lost-claim" };

export function makePassbackQueue(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** Up to `limit` pending rows due at `now`, oldest first, leased to the caller. */
    async claimDue(now: Date, limit: number, leaseMs = DEFAULT_LEASE_MS): Promise<PassbackClaim[]> {
      const count = Math.max(0, Math.min(Math.floor(limit) || 0, 100));
      if (count === 0) return [];
      const rows = await db
        .updateTable("passbackQueue")
        .set((eb) => ({
          tries: eb("tries", "+", 1),
          nextTryAt: new Date(now.getTime() + leaseMs),
          updatedAt: now,
        }))
        .where("id", "in", (eb) =>
          eb
            .selectFrom("passbackQueue")
            .select("id")
            .where("status", "=", "pending")
            .where("nextTryAt", "<=", now)
            .orderBy("nextTryAt")
            .orderBy("id")
            .limit(count)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      return rows
        .map(toRow)
        .sort((a, b) => a.id - b.id)
        .map(({ status, lastError, nextTryAt, ...claim }) => ({ ...claim, leaseEndsAt: nextTryAt }));
    },

    /** Marks a claimed row delivered; false when the claim was lost to another worker. */
    async markDelivered(claim: PassbackClaim, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("passbackQueue")
        .set({ status: "delivered", lastError: null, updatedAt: now })
        .where("id", "=", claim.id)
        .where("tries", "=", claim.tries)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Records a failed try: due again `retryInMs` after `now`, or failed for good when
     * `retryInMs` is null (the retry policy has no try left).
     */
    async markFailed(
      claim: PassbackClaim,
      error: string,
      now: Date,
      retryInMs: number | null,
    ): Promise<FailureOutcome> {
      const giveUp = retryInMs === null;
      const nextTryAt = new Date(now.getTime() + Math.max(0, retryInMs ?? 0));
      const result = await db
        .updateTable("passbackQueue")
        .set({
          status: giveUp ? "failed" : "pending",
          nextTryAt: giveUp ? now : nextTryAt,
          lastError: error.slice(0, 2000),
          updatedAt: now,
        })
        .where("id", "=", claim.id)
        .where("tries", "=", claim.tries)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return { status: "lost-claim" };
      return giveUp ? { status: "failed" } : { status: "pending", nextTryAt };
    },

    /** When the earliest pending row is due (a lease's end included), or null when none waits. */
    async nextDueAt(): Promise<Date | null> {
      const row = await db
        .selectFrom("passbackQueue")
        .select((eb) => eb.fn.min("nextTryAt").as("at"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * A course's grades not (yet) in its gradebook: pending and failed rows of the
     * placements in context `contextId`, oldest first, with whose attempt each is.
     */
    async outstanding(contextId: number): Promise<OutstandingPassback[]> {
      const rows = await db
        .selectFrom("passbackQueue as q")
        .innerJoin("attempts as a", "a.id", "q.attemptId")
        .innerJoin("resourceLinks as r", "r.id", "a.resourceLinkId")
        .innerJoin("learners as l", "l.id", "a.learnerId")
        .selectAll("q")
        .select([
          "a.number as attemptNumber",
          "a.learnerId",
          "l.subject",
          "r.id as resourceLinkId",
          "r.lessonSlug",
          "r.widget",
        ])
        .where("r.contextId", "=", contextId)
        .where("q.status", "in", ["pending", "failed"])
        .orderBy("q.createdAt")
        .orderBy("q.id")
        .execute();
      return rows.map(toRow);
    },

    /**
     * Sends failed rows again: each becomes pending, due at `now`, with its tries reset
     * and its queue time set to `now` so the retry policy's whole budget applies anew.
     * Only rows of the placements in `contextIds` (one course, or every course for the
     * instructor key), and only the row `id` when given. Returns how many were requeued.
     */
    async requeueFailed(contextIds: readonly number[], now: Date, id?: number): Promise<number> {
      if (contextIds.length === 0) return 0;
      let query = db
        .updateTable("passbackQueue")
        .set({ status: "pending", tries: 0, nextTryAt: now, createdAt: now, updatedAt: now })
        .where("status", "=", "failed")
        .where("attemptId", "in", (eb) =>
          eb
            .selectFrom("attempts as a")
            .innerJoin("resourceLinks as r", "r.id", "a.resourceLinkId")
            .select("a.id")
            .where("r.contextId", "in", [...contextIds]),
        );
      if (id !== undefined) query = query.where("id", "=", id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** One row as it stands (for the worker's log and the tests). */
    async get(id: number): Promise<PassbackRow | null> {
      const row = await db.selectFrom("passbackQueue").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toRow(row) : null;
    },
  };
}
