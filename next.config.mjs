/** @type {import('next').NextConfig} */
const nextConfig = {
  // The fixture build (playwright.fixtures.config.ts) goes to its own folder, so it never replaces the site's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
