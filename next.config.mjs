import { DIST_DIR } from "./scripts/dist-dir.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: DIST_DIR,
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite finds its wasm and data files with `new URL(..., import.meta.url)`; bundled by
  // Turbopack's dev server that URL comes from another realm and node:fs refuses it, so
  // the store never opens under `next dev`. Next's documented fix: load it with Node's own require.
  serverExternalPackages: ["@electric-sql/pglite"],
};

export default nextConfig;
