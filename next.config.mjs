import { DIST_DIR } from "./scripts/dist-dir.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: DIST_DIR,
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
