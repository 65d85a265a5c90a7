// Where `next build` writes and the server reads the build: .next, or the folder named in
// NEXT_DIST_DIR (the fixture lessons' build goes to its own, playwright.fixtures.config.ts,
// so it never replaces the site's). next.config.mjs and scripts/start.mjs both take it from here.
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
