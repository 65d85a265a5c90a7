/**
 * The results store: one schema, the same queries, on PGlite (embedded, the default:
 * `npm start` needs nothing installed) or on a Postgres server (`DATABASE_URL`, for
 * production and for more than one app server). Opening migrates to the latest schema.
 * Server-only; framework-free.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import { dataDir } from "@/lib/data-dir";
import { makeAttempts } from "./attempts";
import { makeClasses } from "./classes";
import { makeCourses } from "./courses";
import { lockFolder } from "./folder-lock";
import { makeLessonVerdicts } from "./lesson-verdicts";
import { migrationProvider } from "./migrations";
import { makeNonces } from "./nonces";
import { makePassbackQueue } from "./passback-queue";
import { makePlatforms } from "./platforms";
import { makePracticeAnswers } from "./practice-answers";
import type { Database } from "./schema";
import { makeToolKeys } from "./tool-keys";

type Env = Record<string, string | undefined>;

/**
 * Where the data lives: a PGlite folder, PGlite in memory (tests; `from` is a dump
 * made with dumpDataDir, which starts in a fraction of a fresh initdb's time), or a
 * Postgres URL.
 */
export type StoreTarget =
  | { kind: "pglite"; folder: string }
  | { kind: "pglite-memory"; from?: Blob }
  | { kind: "postgres"; url: string };

/** DATABASE_URL when set, else PGlite in `<DATA_DIR or ./data>/store`. */
export function storeTarget(env: Env = process.env): StoreTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  return { kind: "pglite", folder: path.join(/*turbopackIgnore: true*/ dataDir(env), "store") };
}

export class StoreMigrationError extends Error {
  override name = "StoreMigrationError";
}

export type Store = Awaited<ReturnType<typeof openStoreAt>>;

/** Opens the store `env` names (see storeTarget), migrated. */
export const openStore = (env: Env = process.env) => openStoreAt(storeTarget(env));

/** Opens the store at `target` and brings its schema up to date; throws StoreMigrationError if it cannot. */
export async function openStoreAt(target: StoreTarget) {
  const release = target.kind === "pglite" ? lockFolder(target.folder) : () => {};
  const db = new Kysely<Database>({ dialect: await dialectFor(target).catch(unlocking(release)) });
  const close = () => db.destroy().finally(release);
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await close();
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "the migration lock";
    throw new StoreMigrationError(`The store's migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return {
    /** Which backend this is, for the start-up log line. */
    kind: target.kind,
    /** Names of migrations applied by this open (empty when the schema was current). */
    applied: (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName),
    db,
    platforms: makePlatforms(db),
    nonces: makeNonces(db),
    courses: makeCourses(db),
    classes: makeClasses(db),
    attempts: makeAttempts(db),
    lessonVerdicts: makeLessonVerdicts(db),
    passbackQueue: makePassbackQueue(db),
    practiceAnswers: makePracticeAnswers(db),
    toolKeys: makeToolKeys(db),
    close,
  };
}

const unlocking = (release: () => void) => (error: unknown) => {
  release();
  throw error;
};

async function dialectFor(target: StoreTarget) {
  if (target.kind === "postgres") {
    // NOTE: imported on demand so the embedded default never loads pg, and vice versa.
    const { default: pg } = await import("pg");
    return new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 10 }) });
  }
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("./pglite-dialect"),
  ]);
  if (target.kind === "pglite-memory") return new PGliteDialect(await PGlite.create({ loadDataDir: target.from }));
  mkdirSync(target.folder, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create({ dataDir: target.folder });
  return new PGliteDialect(pglite);
}

// NOTE: on globalThis because Next bundles instrumentation and each route separately;
// a module-level cache would open the store (and, on PGlite, its folder) once per bundle.
const CACHE = Symbol.for("envelope-lab.store");
const cache = globalThis as { [CACHE]?: Promise<Store> };

/** The process's store, opened from process.env on first use; a failed open is tried again next time. */
export function processStore(): Promise<Store> {
  cache[CACHE] ??= openStore().catch((error: unknown) => {
    cache[CACHE] = undefined;
    throw error;
  });
  return cache[CACHE];
}
