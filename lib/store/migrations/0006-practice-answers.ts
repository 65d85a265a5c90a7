/**
 * Practice answers (docs/practice.md, "For instructors"): each item a learner of a course
 * answered under a launch or class session, with the seed the item was drawn from and
 * whether the server judged it right, so the dashboard can show mastery per concept across
 * the class and the concepts missed most, with a sample item drawn again from its seed.
 * A ticket counts once per learner (the primary key), as it does in the browser's record.
 * Ungraded: nothing here reaches a gradebook or the attempts table.
 */
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations outlive schema.ts (see 0001-initial.ts)
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("practice_answers")
    .addColumn("learner_id", "integer", (c) => c.notNull().references("learners.id").onDelete("cascade"))
    .addColumn("ticket", "text", (c) => c.notNull())
    .addColumn("context_id", "integer", (c) => c.notNull().references("contexts.id").onDelete("cascade"))
    .addColumn("lesson_slug", "text", (c) => c.notNull())
    .addColumn("concept", "text", (c) => c.notNull())
    .addColumn("seed", "bigint", (c) => c.notNull())
    .addColumn("right", "boolean", (c) => c.notNull())
    .addColumn("answered_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("practice_answers_pkey", ["learner_id", "ticket"])
    .execute();
  await db.schema
    .createIndex("practice_answers_context")
    .on("practice_answers")
    .columns(["context_id", "answered_at"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("practice_answers").execute();
}
