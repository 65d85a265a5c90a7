/**
 * The backends every store test runs on: PGlite in memory always, and a real Postgres
 * when TEST_DATABASE_URL names one (scripts/test-all.mjs starts one for `npm test`).
 * Without the variable the Postgres leg is not listed at all, rather than skipped.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, sql } from "kysely";
import { afterAll, afterEach, beforeAll } from "vitest";
import { migrationProvider } from "./migrations";
import { openStoreAt, type Store } from "./open-store";
import { PGliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";

export type Backend = {
  name: string;
  /** A store of its own; `empty` skips any shortcut, so the migrations run from nothing. */
  open: (options?: { empty?: boolean }) => Promise<{ store: Store; dispose: () => Promise<void> }>;
};

const TABLES = [
  "platforms",
  "deployments",
  "nonces",
  "contexts",
  "resource_links",
  "learners",
  "context_learners",
  "attempts",
  "attempt_openings",
  "practice_answers",
  "passback_queue",
  "tool_keys",
  "join_failures",
];

const pglite: Backend = {
  name: "PGlite in memory",
  open: async ({ empty = false } = {}) => {
    const store = await openStoreAt({ kind: "pglite-memory", from: empty ? undefined : await migratedTemplate() });
    return { store, dispose: () => store.close() };
  },
};

/**
 * A dump of a freshly migrated PGlite, made once per version of the migrations and
 * kept in the temp folder. NOTE: on a busy 2-core machine a fresh PGlite took 7-13 s
 * to start (it runs initdb) and one loaded from a dump about 3 s; every test file
 * starts one.
 */
async function migratedTemplate(): Promise<Blob> {
  const migrations = path.join(__dirname, "migrations");
  const hash = createHash("sha256");
  for (const name of readdirSync(migrations).sort())
    hash.update(name).update(readFileSync(path.join(migrations, name)));
  const file = path.join(tmpdir(), `envelope-lab-store-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error;
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  // Written aside and renamed, so a test file starting in parallel never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** A fresh database on the TEST_DATABASE_URL server, dropped when disposed. */
function postgres(url: string): Backend {
  return {
    name: "Postgres (TEST_DATABASE_URL)",
    open: async () => {
      const { default: pg } = await import("pg");
      const name = `store_${randomUUID().replaceAll("-", "")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      const store = await openStoreAt({ kind: "postgres", url: own.toString() });
      return {
        store,
        dispose: async () => {
          await store.close();
          await admin.query(`drop database if exists ${name}`);
          await admin.end();
        },
      };
    },
  };
}

export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

/**
 * Opens one store for the enclosing describe and empties its tables after each test.
 * NOTE: one per file, not per test: a PGlite instance takes 3-12 s to start on a busy
 * 2-core machine, emptying the tables a few milliseconds.
 */
export function useStore(backend: Backend): () => Store {
  let opened: Awaited<ReturnType<Backend["open"]>> | undefined;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterEach(async () => {
    if (opened) await sql.raw(`truncate ${TABLES.join(", ")} restart identity cascade`).execute(opened.store.db);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return () => {
    if (!opened) throw new Error("the store is not open yet");
    return opened.store;
  };
}

export const at = (iso: string) => new Date(iso);

/** A platform, one deployment, a course, a kata placement and a learner in it. */
export async function seedCourse(store: Store, now = at("2026-01-01T00:00:00Z")) {
  const platform = await store.platforms.register({
    issuer: "https://lms.example",
    clientId: "tool-1",
    authLoginUrl: "https://lms.example/auth",
    authTokenUrl: "https://lms.example/token",
    jwksUrl: "https://lms.example/jwks",
    registeredVia: "manual",
  });
  if (!platform.ok) throw new Error(platform.message);
  const deployment = await store.platforms.addDeployment(platform.value.id, "dep-1");
  if (!deployment.ok) throw new Error(deployment.message);
  const context = await store.courses.upsertContext(
    { deploymentId: deployment.value.id, ltiContextId: "course-1", title: "Agents 101" },
    now,
  );
  if (!context.ok) throw new Error(context.message);
  const link = await store.courses.upsertResourceLink(
    {
      deploymentId: deployment.value.id,
      contextId: context.value,
      ltiResourceLinkId: "link-1",
      lessonSlug: "error-envelope",
      widget: "kata",
      lineItemUrl: "https://lms.example/lineitems/1",
      scoreMaximum: 10,
    },
    now,
  );
  if (!link.ok) throw new Error(link.message);
  const learner = await store.courses.recordLearner(
    { platformId: platform.value.id, subject: "sub-1", contextId: context.value, name: "Ada", email: null },
    now,
  );
  if (!learner.ok) throw new Error(learner.message);
  return {
    platform: platform.value,
    deployment: deployment.value,
    contextId: context.value,
    link: link.value,
    learnerId: learner.value,
  };
}
