/**
 * What the LTI routes need once they run on the store (docs/lti.md):
 * - platforms.web_origins: other origins a platform's pages come from (a school's own
 *   domain in front of Canvas), for frame-ancestors and the deep-linking return URL;
 * - launch_states.lti_deployment_id: the deployment the login named, which the id_token
 *   must then carry (optional in the login request, so nullable).
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations outlive schema.ts (see 0001-initial.ts)
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("platforms")
    .addColumn("web_origins", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable("launch_states").addColumn("lti_deployment_id", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("launch_states").dropColumn("lti_deployment_id").execute();
  await db.schema.alterTable("platforms").dropColumn("web_origins").execute();
}
