/**
 * What a launch tells us about where it came from: the course (context), the
 * placement of an activity in it (resource link, with its gradebook line item), the
 * learner, and the learner's name and email as that course's platform sent them.
 * Each is an upsert: every launch repeats them and the latest word wins.
 */
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import { ACTIVITIES } from "@/lib/exercise-kinds/registry";
import { accepted, parseInput, refused, type StoreResult } from "./result";
import { camelRows, type Database } from "./schema";
import { withoutNul } from "./without-nul";

const LtiId = z.string().min(1).max(255);
const RowId = z.number().int().positive();

export const ContextInput = z.object({
  deploymentId: RowId,
  ltiContextId: LtiId,
  title: z.string().max(500).transform(withoutNul).nullable(),
});
export type ContextInput = z.input<typeof ContextInput>;

export const ResourceLinkInput = z.object({
  deploymentId: RowId,
  contextId: RowId.nullable(),
  ltiResourceLinkId: LtiId,
  lessonSlug: z.string().max(80).refine(isLessonSlug, "must be a lesson slug"),
  widget: z.enum(ACTIVITIES),
  lineItemUrl: z.url().max(2000).nullable(),
  scoreMaximum: z.number().positive().nullable(),
});
export type ResourceLinkInput = z.input<typeof ResourceLinkInput>;
export type ResourceLink = z.output<typeof ResourceLinkInput> & { id: number };

export const LearnerSeen = z.object({
  platformId: RowId,
  subject: LtiId,
  /** Only when the launch was in a course: where name and email are kept. */
  contextId: RowId.nullable(),
  name: z.string().max(500).transform(withoutNul).nullable(),
  email: z.string().max(320).transform(withoutNul).nullable(),
});
export type LearnerSeen = z.input<typeof LearnerSeen>;

const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown })?.code === "23503";

export function makeCourses(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** The context's row id, created or updated with the title the platform sent. */
    async upsertContext(input: ContextInput, now: Date): Promise<StoreResult<number, "unknown-deployment">> {
      const parsed = parseInput(ContextInput, input);
      if (!parsed.ok) return parsed;
      const { deploymentId, ltiContextId, title } = parsed.value;
      try {
        const row = await db
          .insertInto("contexts")
          .values({ deploymentId, ltiContextId, title, updatedAt: now })
          .onConflict((c) => c.columns(["deploymentId", "ltiContextId"]).doUpdateSet({ title, updatedAt: now }))
          .returning("id")
          .executeTakeFirstOrThrow();
        return accepted(row.id);
      } catch (error) {
        if (isForeignKeyViolation(error)) return refused("unknown-deployment", "no such deployment");
        throw error;
      }
    },

    /** The placement, created or updated (a platform may add a line item later); a null scoreMaximum keeps the stored one. */
    async upsertResourceLink(
      input: ResourceLinkInput,
      now: Date,
    ): Promise<StoreResult<ResourceLink, "unknown-deployment">> {
      const parsed = parseInput(ResourceLinkInput, input);
      if (!parsed.ok) return parsed;
      const link = parsed.value;
      const changes = {
        contextId: link.contextId,
        lessonSlug: link.lessonSlug,
        widget: link.widget,
        lineItemUrl: link.lineItemUrl,
        scoreMaximum: link.scoreMaximum,
        updatedAt: now,
      };
      try {
        const row = await db
          .insertInto("resourceLinks")
          .values({ deploymentId: link.deploymentId, ltiResourceLinkId: link.ltiResourceLinkId, ...changes })
          .onConflict((c) =>
            c.columns(["deploymentId", "ltiResourceLinkId"]).doUpdateSet({
              ...changes,
              // NOTE: a launch does not know the score maximum (grading does): null keeps the one stored.
              scoreMaximum: sql<number | null>`coalesce(excluded.score_maximum, resource_links.score_maximum)`,
            }),
          )
          .returning("id")
          .executeTakeFirstOrThrow();
        return accepted({ ...link, id: row.id });
      } catch (error) {
        if (isForeignKeyViolation(error)) return refused("unknown-deployment", "no such deployment or context");
        throw error;
      }
    },

    /** The learner's row id; in a course, also keeps the name and email just sent (or none). */
    async recordLearner(input: LearnerSeen, now: Date): Promise<StoreResult<number, "unknown-platform">> {
      const parsed = parseInput(LearnerSeen, input);
      if (!parsed.ok) return parsed;
      const seen = parsed.value;
      try {
        return await db.transaction().execute(async (tx) => {
          const learner = await tx
            .insertInto("learners")
            .values({ platformId: seen.platformId, subject: seen.subject })
            // NOTE: a no-op update rather than DO NOTHING, so RETURNING gives the existing row.
            .onConflict((c) => c.columns(["platformId", "subject"]).doUpdateSet({ subject: seen.subject }))
            .returning("id")
            .executeTakeFirstOrThrow();
          if (seen.contextId !== null) {
            const profile = { name: seen.name, email: seen.email, updatedAt: now };
            await tx
              .insertInto("contextLearners")
              .values({ contextId: seen.contextId, learnerId: learner.id, ...profile })
              .onConflict((c) => c.columns(["contextId", "learnerId"]).doUpdateSet(profile))
              .execute();
          }
          return accepted(learner.id);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return refused("unknown-platform", "no such platform or context");
        throw error;
      }
    },

    /** Name and email as the platform last sent them in this course, or null. */
    async learnerInContext(learnerId: number, contextId: number) {
      const row = await db
        .selectFrom("contextLearners")
        .select(["name", "email"])
        .where("learnerId", "=", learnerId)
        .where("contextId", "=", contextId)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
