import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { buildSiteCss } from "./scripts/build-site-css.mjs";
import { DIST_DIR } from "./scripts/dist-dir.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: DIST_DIR,
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/serve.mjs compresses: it rewrites each page's head first (boot-after-paint.mjs).
  compress: false,
  // In development the root layout compiles the stylesheet on each load with Tailwind,
  // whose native parts must be loaded by Node, not bundled.
  serverExternalPackages: ["@tailwindcss/postcss", "postcss"],
};

// Every production build compiles the stylesheet the root layout inlines
// (components/site/site-css.ts), however the build was started (`npm run build`,
// `npx next build`, `npm start` on a stale build).
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) await buildSiteCss();
  return nextConfig;
}
