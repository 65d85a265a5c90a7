import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A stand-in course site on two other origins: one allowed to frame embeds, one not.
export const HOST_PORT = PORT + 90;
export const FOREIGN_PORT = PORT + 91;
// The server generates its score-token secret here on first start, as `npm start` does in
// data/; specs that verify tokens read the same file (e2e/server-keys.ts). One per port,
// so parallel runs on other ports keep their own; emptied as the server starts
// (e2e/fresh-data-dir.mjs), so no store, key or queued score of an earlier run reaches this one.
// The instructor preview (/preview/<slug>) is shown only with this key (e2e/authoring.spec.ts).
export const INSTRUCTOR_KEY = "e2e-instructor-key";
export const E2E_DATA_DIR = path.join(tmpdir(), `envelope-lab-e2e-${PORT}`);
// The studio (/studio/<slug>) reads and saves a fresh copy of the lessons, made as the server
// starts (e2e/fresh-data-dir.mjs), so the e2e tests' saves never touch content/lessons.
export const E2E_STUDIO_LESSONS = path.join(E2E_DATA_DIR, "studio-lessons");
// The stand-in LMS (lib/lti/test-platform) that e2e/lti-launch.spec.ts starts on this port, and
// the registration the app is given for it. The tool is addressed as localhost, the platform as
// 127.0.0.1: two sites, so the framed tool is third-party and blocked cookies apply to it.
export const LTI_PLATFORM_PORT = PORT + 92;
// A second stand-in LMS that no configuration names: e2e/lti-registration.spec.ts registers the
// tool with it by LTI Dynamic Registration.
export const LTI_DYNAMIC_PLATFORM_PORT = PORT + 93;
export const LTI_TOOL_ORIGIN = `http://localhost:${PORT}`;
const LTI_ISSUER = `http://127.0.0.1:${LTI_PLATFORM_PORT}`;
export const LTI_REGISTRATION = {
  issuer: LTI_ISSUER,
  clientId: "tool-client-1",
  authEndpoint: `${LTI_ISSUER}/authorize`,
  jwksUrl: `${LTI_ISSUER}/jwks`,
  tokenEndpoint: `${LTI_ISSUER}/token`,
  deploymentIds: ["deployment-1"],
};
// A second stand-in LMS for e2e/instructor-dashboard.spec.ts, on a port of its own so that
// spec and lti-launch.spec.ts can run in parallel workers.
export const LTI_DASHBOARD_PLATFORM_PORT = PORT + 94;
const LTI_DASHBOARD_ISSUER = `http://127.0.0.1:${LTI_DASHBOARD_PLATFORM_PORT}`;
export const LTI_DASHBOARD_REGISTRATION = {
  ...LTI_REGISTRATION,
  issuer: LTI_DASHBOARD_ISSUER,
  authEndpoint: `${LTI_DASHBOARD_ISSUER}/authorize`,
  jwksUrl: `${LTI_DASHBOARD_ISSUER}/jwks`,
  tokenEndpoint: `${LTI_DASHBOARD_ISSUER}/token`,
};
// e2e/replicas.spec.ts: the round-robin proxy, the two app servers behind it and the stand-in
// LMS they are registered with.
export const REPLICA_PORTS = { proxy: PORT + 95, a: PORT + 96, b: PORT + 97, platform: PORT + 98 };

// Debian's Chromium where it exists (these machines cannot download Playwright's
// browsers); elsewhere Playwright's own Chromium.
const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;

export default defineConfig({
  testDir: "e2e",
  // Played against the fixture build (playwright.fixtures.config.ts), not the site.
  testIgnore: ["fixture-lessons/**"],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Ceilings, not waits: every expect polls its condition and returns as soon as it holds.
  // The defaults (5 s, 30 s) assume a quiet machine; on a busy 2-core one, a cold widget
  // load or a first server request can take longer without anything being wrong.
  expect: { timeout: 15_000 },
  // A whole journey (ten cards placed by keyboard, a checkpoint answered and graded) is
  // dozens of steps; on a loaded machine its sum outgrows the default 30 s while every
  // step still succeeds. A hung test still fails, only later.
  timeout: 90_000,
  workers: 2,
  // The JSON report is what scripts/test-all.mjs counts for the closing summary line.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // Tests run against the production build; `npm test` builds first.
      command: `node e2e/fresh-data-dir.mjs ${JSON.stringify(E2E_DATA_DIR)} ${JSON.stringify(E2E_STUDIO_LESSONS)} && npx next start -H 127.0.0.1 -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: E2E_DATA_DIR,
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${HOST_PORT}`,
        INSTRUCTOR_KEY,
        STUDIO_LESSONS_DIR: E2E_STUDIO_LESSONS,
        LTI_PLATFORMS: JSON.stringify([LTI_REGISTRATION, LTI_DASHBOARD_REGISTRATION]),
        LTI_TOOL_ORIGIN,
      },
    },
    {
      command: `node e2e/host/serve-host.mjs http://127.0.0.1:${PORT} ${HOST_PORT} ${FOREIGN_PORT}`,
      url: `http://127.0.0.1:${HOST_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
