/**
 * The first schema: everything an LTI 1.3 tool keeps between requests. A migration is
 * history: once released it is never edited; a change is a new file (0002-…).
 *
 * Naming: `lti_*` columns hold the platform's own identifiers (opaque strings it
 * chose); `*_id` integer columns point at our rows.
 */
import { type Kysely, sql } from "kysely";

// NOTE: migrations take Kysely<any>, as Kysely advises: they must keep compiling
// after schema.ts has moved on to describe later versions.
// biome-ignore lint/suspicious/noExplicitAny: see the note above
type Db = Kysely<any>;

const now = sql`now()`;

export async function up(db: Db): Promise<void> {
  // A platform (an LMS) we trust: where to send the learner to log in, where to get an
  // access token for grade passback, and where its signing keys are published.
  await db.schema
    .createTable("platforms")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("auth_login_url", "text", (c) => c.notNull())
    .addColumn("auth_token_url", "text", (c) => c.notNull())
    .addColumn("jwks_url", "text", (c) => c.notNull())
    .addColumn("registered_via", "text", (c) => c.notNull().check(sql`registered_via in ('manual', 'dynamic')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("platforms_issuer_client_unique", ["issuer", "client_id"])
    .execute();

  // One installation of the tool inside a platform; a launch names it, and a launch
  // from a deployment we do not know is refused.
  await db.schema
    .createTable("deployments")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("platform_id", "integer", (c) => c.notNull().references("platforms.id").onDelete("cascade"))
    .addColumn("lti_deployment_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("deployments_platform_lti_unique", ["platform_id", "lti_deployment_id"])
    .execute();

  // Values that may be used once before they expire (replay protection). A used one
  // stays until its expiry so that a replay is refused, then the purge removes it.
  await db.schema
    .createTable("nonces")
    .addColumn("value", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("nonces_expires_at").on("nonces").column("expires_at").execute();

  // The OIDC login's `state`, kept on the server rather than in a cookie so that a
  // launch inside an iframe works where third-party cookies are blocked. Consumed by
  // the launch that returns it; the nonce it names must come back in the id_token.
  await db.schema
    .createTable("launch_states")
    .addColumn("state", "text", (c) => c.primaryKey())
    .addColumn("platform_id", "integer", (c) => c.notNull().references("platforms.id").onDelete("cascade"))
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("target_link_uri", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("launch_states_expires_at").on("launch_states").column("expires_at").execute();

  // A course (LTI context). Context ids are unique within a deployment, so they are
  // keyed by it.
  await db.schema
    .createTable("contexts")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("deployment_id", "integer", (c) => c.notNull().references("deployments.id").onDelete("cascade"))
    .addColumn("lti_context_id", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("contexts_deployment_lti_unique", ["deployment_id", "lti_context_id"])
    .execute();

  // A placement of one of our activities (lesson + widget) in a course, with the
  // gradebook column (AGS line item) its scores go to, when the platform gave one.
  // Resource link ids are unique within a deployment; the context claim is optional.
  await db.schema
    .createTable("resource_links")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("deployment_id", "integer", (c) => c.notNull().references("deployments.id").onDelete("cascade"))
    .addColumn("context_id", "integer", (c) => c.references("contexts.id").onDelete("cascade"))
    .addColumn("lti_resource_link_id", "text", (c) => c.notNull())
    .addColumn("lesson_slug", "text", (c) => c.notNull())
    .addColumn("widget", "text", (c) => c.notNull())
    .addColumn("line_item_url", "text")
    .addColumn("score_maximum", "double precision")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("resource_links_deployment_lti_unique", ["deployment_id", "lti_resource_link_id"])
    .execute();

  // A learner is the platform's `sub`, unique per issuer. Nothing personal here.
  await db.schema
    .createTable("learners")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("platform_id", "integer", (c) => c.notNull().references("platforms.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("learners_platform_subject_unique", ["platform_id", "subject"])
    .execute();

  // Name and email exactly as the platform last sent them in one course: platforms
  // apply privacy settings per course (or placement), so what one course may show is
  // not what another may, and neither is copied to the learner row.
  await db.schema
    .createTable("context_learners")
    .addColumn("context_id", "integer", (c) => c.notNull().references("contexts.id").onDelete("cascade"))
    .addColumn("learner_id", "integer", (c) => c.notNull().references("learners.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("context_learners_pk", ["context_id", "learner_id"])
    .execute();

  // One graded submission: what the learner answered and what the grader said, so a
  // score in the gradebook can be explained later. Numbered 1, 2, … per learner per
  // placement.
  await db.schema
    .createTable("attempts")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("learner_id", "integer", (c) => c.notNull().references("learners.id").onDelete("cascade"))
    .addColumn("resource_link_id", "integer", (c) => c.notNull().references("resource_links.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("score", "double precision", (c) => c.notNull())
    .addColumn("max", "double precision", (c) => c.notNull())
    .addColumn("passed", "boolean", (c) => c.notNull())
    .addColumn("answers", "jsonb", (c) => c.notNull())
    .addColumn("verdicts", "jsonb", (c) => c.notNull())
    .addColumn("content_version", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addUniqueConstraint("attempts_learner_link_number_unique", ["learner_id", "resource_link_id", "number"])
    .execute();

  // Scores on their way to a platform's gradebook. Delivery happens outside any
  // request, is retried with backoff, and survives a restart.
  await db.schema
    .createTable("passback_queue")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("attempt_id", "integer", (c) => c.notNull().references("attempts.id").onDelete("cascade"))
    .addColumn("line_item_url", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_try_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addUniqueConstraint("passback_attempt_line_item_unique", ["attempt_id", "line_item_url"])
    .execute();
  await db.schema.createIndex("passback_due").on("passback_queue").columns(["status", "next_try_at"]).execute();

  // The tool's own RSA keys (it signs client assertions and deep-linking responses).
  // Rotation: a new key signs, the retired one stays published until platforms that
  // cached the JWKS have fetched it again.
  await db.schema
    .createTable("tool_keys")
    .addColumn("kid", "text", (c) => c.primaryKey())
    .addColumn("private_jwk", "jsonb", (c) => c.notNull())
    .addColumn("public_jwk", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("retired_at", "timestamptz")
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    "tool_keys",
    "passback_queue",
    "attempts",
    "context_learners",
    "learners",
    "resource_links",
    "contexts",
    "launch_states",
    "nonces",
    "deployments",
    "platforms",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
