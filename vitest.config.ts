import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  // Vite resolves the `@/` alias from tsconfig.json itself; no plugin needed.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.{ts,tsx}"],
    // It installs and builds the app from nothing (minutes): `npm test` runs it on its own,
    // beside the builds (vitest.dockerfile.config.ts).
    exclude: [...configDefaults.exclude, "scripts/dockerfile.test.ts"],
    environment: "node",
    // The code that runs as text (QuickJS's harness, the theme boot script) and the grading
    // worker, bundled from the sources under test.
    globalSetup: ["scripts/build-bundles.ts"],
    // Ceilings, not waits: a test ends when it finishes. Property tests and lesson
    // compiles are CPU-bound, and on a busy 2-core machine 5 s (the default) was
    // measured too short; a real hang still fails, after a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
