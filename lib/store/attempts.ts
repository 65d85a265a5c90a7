/**
 * Graded attempts, numbered 1, 2, … per learner per placement (resource link), with
 * the answers and the grader's verdicts kept beside the score. Recording an attempt
 * can queue its grade passback in the same transaction, so a score is never stored
 * without being sent, nor sent without being stored.
 * Time spent: `open` notes when the learner opened their next attempt, by the server's
 * clock (a browser's clock is not evidence), and recording the attempt closes it
 * (`openedAt`); the migration 0005-attempt-openings.ts says why in the store.
 */
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { accepted, parseInput, refused, type StoreResult } from "./result";
import { camelRows, type Database, type Rows } from "./schema";
import { withoutNul } from "./without-nul";

const RowId = z.number().int().positive();

/**
 * The most an attempt counts for time spent: an hour, longer than any graded activity
 * here should take (a checkpoint, a match or a kata is minutes of work). An attempt left
 * open longer (a tab left over a weekend) and then submitted counts this much, not days;
 * opened again instead, an opening this old is taken as abandoned and starts afresh.
 */
export const ATTEMPT_TIME_LIMIT_MS = 60 * 60_000;

export const AttemptInput = z
  .object({
    learnerId: RowId,
    resourceLinkId: RowId,
    score: z.number().min(0),
    max: z.number().positive(),
    passed: z.boolean(),
    answers: z.json().transform(withoutNul),
    verdicts: z.json().transform(withoutNul),
    contentVersion: z.string().max(100).transform(withoutNul).nullable(),
    /** The AGS score to send, when the placement has a line item. */
    passback: z.object({ lineItemUrl: z.url().max(2000), payload: z.json().transform(withoutNul) }).nullable(),
  })
  .refine((a) => a.score <= a.max, { message: "score is above max", path: ["score"] });
export type AttemptInput = z.input<typeof AttemptInput>;

export type Attempt = {
  id: number;
  learnerId: number;
  resourceLinkId: number;
  number: number;
  score: number;
  max: number;
  passed: boolean;
  answers: z.core.util.JSONType;
  verdicts: z.core.util.JSONType;
  contentVersion: string | null;
  createdAt: Date;
  /** When the learner opened this attempt (`open`), by the server's clock; null when not known. */
  openedAt: Date | null;
};

const Json = z.json();

function toAttempt(row: Selectable<Rows["attempts"]>): Attempt {
  return { ...row, answers: Json.parse(row.answers), verdicts: Json.parse(row.verdicts) };
}

export function makeAttempts(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** Stores the next attempt for this learner and placement, queueing its passback if given. */
    async record(input: AttemptInput, now: Date): Promise<StoreResult<Attempt, "unknown-learner-or-link">> {
      const parsed = parseInput(AttemptInput, input);
      if (!parsed.ok) return parsed;
      const a = parsed.value;
      return db.transaction().execute(async (tx) => {
        // NOTE: the learner's row lock makes two simultaneous submissions by one learner
        // take turns, so they cannot both read the same highest number.
        const learner = await tx
          .selectFrom("learners")
          .select("id")
          .where("id", "=", a.learnerId)
          .forUpdate()
          .executeTakeFirst();
        const link = await tx
          .selectFrom("resourceLinks")
          .select("id")
          .where("id", "=", a.resourceLinkId)
          .executeTakeFirst();
        if (!learner || !link) return refused("unknown-learner-or-link", "no such learner or resource link");
        // The open attempt this submission closes; one opened "after" now (clocks of two servers) is not used.
        const opening = await tx
          .deleteFrom("attemptOpenings")
          .where("learnerId", "=", a.learnerId)
          .where("resourceLinkId", "=", a.resourceLinkId)
          .returning("openedAt")
          .executeTakeFirst();
        const last = await tx
          .selectFrom("attempts")
          .select((eb) => eb.fn.max("number").as("number"))
          .where("learnerId", "=", a.learnerId)
          .where("resourceLinkId", "=", a.resourceLinkId)
          .executeTakeFirst();
        const row = await tx
          .insertInto("attempts")
          .values({
            learnerId: a.learnerId,
            resourceLinkId: a.resourceLinkId,
            number: (last?.number ?? 0) + 1,
            score: a.score,
            max: a.max,
            passed: a.passed,
            answers: JSON.stringify(a.answers),
            verdicts: JSON.stringify(a.verdicts),
            contentVersion: a.contentVersion,
            createdAt: now,
            openedAt: opening && opening.openedAt <= now ? opening.openedAt : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (a.passback) {
          await tx
            .insertInto("passbackQueue")
            .values({
              attemptId: row.id,
              lineItemUrl: a.passback.lineItemUrl,
              payload: JSON.stringify(a.passback.payload),
              status: "pending",
              nextTryAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        }
        return accepted(toAttempt(row));
      });
    },

    /**
     * Notes that the learner opened their next attempt at this placement at `now`, unless
     * one is open already: reopening the page keeps the first moment. An opening older
     * than ATTEMPT_TIME_LIMIT_MS is abandoned and starts again at `now`. One statement, so
     * two servers opening at once keep one row.
     */
    async open(learnerId: number, resourceLinkId: number, now: Date): Promise<void> {
      const stale = new Date(now.getTime() - ATTEMPT_TIME_LIMIT_MS);
      await db
        .insertInto("attemptOpenings")
        .values({ learnerId, resourceLinkId, openedAt: now })
        .onConflict((c) =>
          c
            .columns(["learnerId", "resourceLinkId"])
            .doUpdateSet({ openedAt: now })
            .where("attemptOpenings.openedAt", "<", stale),
        )
        .execute();
    },

    /**
     * How many attempts this learner made at this placement on `contentVersion`, and
     * whether any passed: counted in SQL, so grading does not load every attempt's JSON.
     */
    async tally(
      learnerId: number,
      resourceLinkId: number,
      contentVersion: string,
    ): Promise<{ count: number; passed: boolean }> {
      const row = await db
        .selectFrom("attempts")
        .select((eb) => [
          eb.fn.countAll<string>().as("n"),
          eb.fn.countAll<string>().filterWhere("passed", "=", true).as("passed"),
        ])
        .where("learnerId", "=", learnerId)
        .where("resourceLinkId", "=", resourceLinkId)
        .where("contentVersion", "=", contentVersion)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), passed: Number(row.passed) > 0 };
    },

    /** This learner's attempts at this placement, first attempt first. */
    async list(learnerId: number, resourceLinkId: number): Promise<Attempt[]> {
      const rows = await db
        .selectFrom("attempts")
        .selectAll()
        .where("learnerId", "=", learnerId)
        .where("resourceLinkId", "=", resourceLinkId)
        .orderBy("number")
        .execute();
      return rows.map(toAttempt);
    },
  };
}
