/**
 * The OIDC login's state is no longer kept on the server: it is a token the tool signs
 * (lib/lti/login-state.ts), so no client can fill a table of pending logins. Logins
 * started before this migration cannot finish (the learner opens the activity again).
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations outlive schema.ts (see 0001-initial.ts)
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.dropTable("launch_states").execute();
}

/** The table as 0001 and 0002 left it (empty: the states it held are gone). */
export async function down(db: Db): Promise<void> {
  await db.schema
    .createTable("launch_states")
    .addColumn("state", "text", (c) => c.primaryKey())
    .addColumn("platform_id", "integer", (c) => c.notNull().references("platforms.id").onDelete("cascade"))
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("target_link_uri", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("lti_deployment_id", "text")
    .execute();
  await db.schema.createIndex("launch_states_expires_at").on("launch_states").column("expires_at").execute();
}
