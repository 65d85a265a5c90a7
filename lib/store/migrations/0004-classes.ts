/**
 * Classes without an LMS (docs/instructor.md): a class is a course (context) under a
 * platform of this tool's own, so its learners' attempts are stored, read and shown exactly
 * as an LTI course's. That platform row (written by lib/store/classes.ts with the first
 * class) is registered via "class-code", which the LTI registry leaves out, so no launch is
 * ever trusted from it; its URLs lead nowhere (.invalid).
 * join_failures counts wrong class codes per client in the store, so the bound on
 * guessing holds across app servers.
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations outlive schema.ts (see 0001-initial.ts)
type Db = Kysely<any>;

// NOTE: written out, not imported: a migration must keep meaning what it meant (lib/store/classes.ts).
const ID = "class-code";

const allow = (kinds: string) =>
  sql`alter table platforms drop constraint platforms_registered_via_check,
    add constraint platforms_registered_via_check check (registered_via in (${sql.raw(kinds)}))`;

export async function up(db: Db): Promise<void> {
  await allow(`'manual', 'dynamic', '${ID}'`).execute(db);
  await db.schema
    .createTable("join_failures")
    .addColumn("client", "text", (c) => c.primaryKey())
    .addColumn("window_started_at", "timestamptz", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("join_failures").execute();
  await db.deleteFrom("platforms").where("registered_via", "=", ID).execute();
  await allow("'manual', 'dynamic'").execute(db);
}
