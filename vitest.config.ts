import { defineConfig } from "vitest/config";

export default defineConfig({
  // Vite resolves the `@/` alias from tsconfig.json itself; no plugin needed.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
  },
});
