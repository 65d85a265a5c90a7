/**
 * The fixture build's end-to-end tests: the same browser and checks as playwright.config.ts,
 * against a production build of fixture lessons instead of content/lessons, so widgets can
 * be played with content the site does not carry (e.g. a match with its own categories).
 * `npm test` builds it with LESSONS_DIR and NEXT_DIST_DIR (scripts/test-all.mjs); by hand:
 *   LESSONS_DIR=lib/exercises/match/fixtures/category-lessons NEXT_DIST_DIR=.next-fixture-lessons npx next build
 *   npx playwright test -c playwright.fixtures.config.ts   (E2E_PORT picks the port, 3100 by default)
 */
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base, { E2E_DATA_DIR, INSTRUCTOR_KEY } from "./playwright.config";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const FIXTURE_LESSONS_DIR = "lib/exercises/match/fixtures/category-lessons";
export const FIXTURE_DIST_DIR = ".next-fixture-lessons";
// The studio edits a copy of the fixture lessons, made as the server starts (e2e/fresh-data-dir.mjs).
const FIXTURE_DATA_DIR = `${E2E_DATA_DIR}-fixtures`;
const FIXTURE_STUDIO_LESSONS = path.join(FIXTURE_DATA_DIR, "studio-lessons");

export default defineConfig({
  ...base,
  testDir: "e2e/fixture-lessons",
  testIgnore: [],
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-fixtures.json" }]],
  webServer: [
    {
      command: `node e2e/fresh-data-dir.mjs ${[FIXTURE_DATA_DIR, FIXTURE_STUDIO_LESSONS, FIXTURE_LESSONS_DIR].map((arg) => JSON.stringify(arg)).join(" ")} && npx next start -H 127.0.0.1 -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: FIXTURE_DATA_DIR,
        LESSONS_DIR: FIXTURE_LESSONS_DIR,
        STUDIO_LESSONS_DIR: FIXTURE_STUDIO_LESSONS,
        NEXT_DIST_DIR: FIXTURE_DIST_DIR,
        // The dashboard reads a class's answers on the fixture lessons (categories-dashboard.spec.ts).
        INSTRUCTOR_KEY,
      },
    },
  ],
});
