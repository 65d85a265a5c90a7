/**
 * The tables as Kysely sees them, matching migrations/ at their latest. JSON columns
 * are `unknown` on the way out: the repositories parse them with zod before they
 * leave the store. Why each table exists: migrations/0001-initial.ts.
 */
import { CamelCasePlugin, type ColumnType, type Generated, type Kysely } from "kysely";

/** Written as JSON text, read back as whatever the JSON holds. */
type Json = ColumnType<unknown, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type Database = {
  platforms: {
    id: Generated<number>;
    issuer: string;
    client_id: string;
    auth_login_url: string;
    auth_token_url: string;
    jwks_url: string;
    registered_via: string;
    /** Origins (JSON array of strings) beyond the issuer's and login URL's; 0002. */
    web_origins: ColumnType<unknown, string | undefined, string>;
    created_at: CreatedAt;
  };
  deployments: { id: Generated<number>; platform_id: number; lti_deployment_id: string; created_at: CreatedAt };
  nonces: { value: string; expires_at: Date; used_at: Date | null };
  contexts: {
    id: Generated<number>;
    deployment_id: number;
    lti_context_id: string;
    title: string | null;
    updated_at: Date;
  };
  resource_links: {
    id: Generated<number>;
    deployment_id: number;
    context_id: number | null;
    lti_resource_link_id: string;
    lesson_slug: string;
    widget: string;
    line_item_url: string | null;
    score_maximum: number | null;
    updated_at: Date;
  };
  learners: { id: Generated<number>; platform_id: number; subject: string; created_at: CreatedAt };
  context_learners: {
    context_id: number;
    learner_id: number;
    name: string | null;
    email: string | null;
    updated_at: Date;
  };
  attempts: {
    id: Generated<number>;
    learner_id: number;
    resource_link_id: number;
    number: number;
    score: number;
    max: number;
    passed: boolean;
    answers: Json;
    verdicts: Json;
    content_version: string | null;
    created_at: Date;
    /** When the learner opened this attempt, by the server's clock (0005); null when unknown. */
    opened_at: Date | null;
  };
  /** The open attempt per learner and placement: when it was opened (0005). */
  attempt_openings: { learner_id: number; resource_link_id: number; opened_at: Date };
  passback_queue: {
    id: Generated<number>;
    attempt_id: number;
    line_item_url: string;
    payload: Json;
    status: string;
    tries: Generated<number>;
    next_try_at: Date;
    last_error: string | null;
    created_at: Date;
    updated_at: Date;
  };
  /** Wrong class codes per client in the current window; 0004. */
  /** One practice item answered by a learner of a course (0006). */
  practice_answers: {
    learner_id: number;
    ticket: string;
    context_id: number;
    lesson_slug: string;
    concept: string;
    /** A bigint (seeds are unsigned 32-bit): drivers read it back as a string or a bigint. */
    seed: ColumnType<string | number | bigint, number, number>;
    right: boolean;
    answered_at: Date;
  };
  join_failures: { client: string; window_started_at: Date; failures: number };
  tool_keys: { kid: string; private_jwk: Json; public_jwk: Json; created_at: Date; retired_at: Date | null };
};

/** "line_item_url" -> "lineItemUrl", as CamelCasePlugin renames it. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type CamelKeys<T> = { [K in keyof T & string as Camel<K>]: T[K] };

/** The tables as the repositories write them: every table and column name in camelCase. */
export type Rows = { [T in keyof Database & string as Camel<T>]: CamelKeys<Database[T]> };

// NOTE: JSON columns keep their keys as stored: they hold a learner's answers and JWKs.
const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true });

/**
 * `db` seen through Kysely's CamelCasePlugin, so rows come and go in the repositories'
 * camelCase while the columns stay snake_case (migrations/, and any SQL typed by hand).
 * The cast only renames: the plugin maps each name of Rows to the column of Database.
 */
export const camelRows = (db: Kysely<Database>) => db.withPlugin(camelCase) as unknown as Kysely<Rows>;
