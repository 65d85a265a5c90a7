/**
 * Every migration, listed by hand. NOTE: a static list rather than Kysely's
 * FileMigrationProvider, which reads a folder at run time: a bundler (Next) cannot
 * see those imports, and the bundled server would have no migrations to run.
 * Names sort in the order they apply; add new ones at the end.
 */
import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./0001-initial";
import * as ltiWiring from "./0002-lti-wiring";
import * as statelessLogin from "./0003-stateless-login";
import * as classes from "./0004-classes";
import * as attemptOpenings from "./0005-attempt-openings";
import * as practiceAnswers from "./0006-practice-answers";

const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-lti-wiring": ltiWiring,
  "0003-stateless-login": statelessLogin,
  "0004-classes": classes,
  "0005-attempt-openings": attemptOpenings,
  "0006-practice-answers": practiceAnswers,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
