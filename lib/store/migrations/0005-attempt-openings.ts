/**
 * Time spent (docs/instructor.md, "Time spent"): when a placed learner opens a graded
 * activity, the server writes the moment by its own clock in attempt_openings, one open
 * attempt per learner and placement; the submission that closes it moves that moment to
 * attempts.opened_at, in the transaction that records the attempt. In the store, not in a
 * server's memory, since the learner's open and their submission may reach different app
 * servers. Attempts stored before this migration have no opened_at and count no time.
 */
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations outlive schema.ts (see 0001-initial.ts)
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("attempt_openings")
    .addColumn("learner_id", "integer", (c) => c.notNull().references("learners.id").onDelete("cascade"))
    .addColumn("resource_link_id", "integer", (c) => c.notNull().references("resource_links.id").onDelete("cascade"))
    .addColumn("opened_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("attempt_openings_pkey", ["learner_id", "resource_link_id"])
    .execute();
  await db.schema.alterTable("attempts").addColumn("opened_at", "timestamptz").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("attempts").dropColumn("opened_at").execute();
  await db.schema.dropTable("attempt_openings").execute();
}
