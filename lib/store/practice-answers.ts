/**
 * Practice answers of learners in a course (migration 0006): recorded once per learner and
 * ticket, read back per course for the dashboard. Nothing here is graded.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { accepted, parseInput, type StoreResult } from "./result";
import { camelRows, type Database } from "./schema";

export const PracticeAnswerInput = z.object({
  learnerId: z.number().int().positive(),
  contextId: z.number().int().positive(),
  ticket: z.string().min(1).max(100),
  lessonSlug: z.string().min(1).max(200),
  concept: z.string().min(1).max(100),
  seed: z.number().int().min(0).max(0xffffffff),
  right: z.boolean(),
});
export type PracticeAnswerInput = z.input<typeof PracticeAnswerInput>;

/** One stored answer as the dashboard reads it. */
export type StoredPracticeAnswer = Omit<PracticeAnswerInput, "contextId" | "ticket"> & {
  /** The learner's name in this course; null when the platform sent none. */
  learnerName: string | null;
  answeredAt: Date;
};

const Seed = z.coerce.number().int().min(0).max(0xffffffff);

export function makePracticeAnswers(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** Records an answer; false when this learner's ticket was recorded before (it counts once). */
    async record(input: PracticeAnswerInput, now: Date): Promise<StoreResult<boolean>> {
      const parsed = parseInput(PracticeAnswerInput, input);
      if (!parsed.ok) return parsed;
      const row = await db
        .insertInto("practiceAnswers")
        .values({ ...parsed.value, answeredAt: now })
        .onConflict((c) => c.columns(["learnerId", "ticket"]).doNothing())
        .returning("ticket")
        .executeTakeFirst();
      return accepted(row !== undefined);
    },

    /** Every answer given in the courses `contextIds`, oldest first, with the learner's name there. */
    async ofContexts(contextIds: readonly number[]): Promise<StoredPracticeAnswer[]> {
      if (contextIds.length === 0) return [];
      const rows = await db
        .selectFrom("practiceAnswers as p")
        .leftJoin("contextLearners as c", (join) =>
          join.onRef("c.learnerId", "=", "p.learnerId").onRef("c.contextId", "=", "p.contextId"),
        )
        .select([
          "p.learnerId",
          "p.lessonSlug",
          "p.concept",
          "p.seed",
          "p.right",
          "p.answeredAt",
          "c.name as learnerName",
        ])
        .where("p.contextId", "in", contextIds)
        .orderBy("p.answeredAt")
        .orderBy("p.learnerId")
        .execute();
      return rows.map((row) => ({
        ...row,
        seed: Seed.parse(typeof row.seed === "bigint" ? Number(row.seed) : row.seed),
      }));
    },
  };
}
