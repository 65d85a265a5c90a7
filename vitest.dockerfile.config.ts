/**
 * scripts/dockerfile.test.ts alone: it performs the Dockerfile's steps in a scratch folder,
 * an `npm ci` and a `next build` of their own. `npm test` runs it beside the unit tests and
 * the builds (scripts/test-all.mjs); by hand: npx vitest run -c vitest.dockerfile.config.ts
 */
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["scripts/dockerfile.test.ts"], environment: "node" } });
