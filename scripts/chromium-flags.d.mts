/** Flags for Debian's Chromium, shared by playwright.config.ts and the perf run. */
export const CHROMIUM_FLAGS: readonly string[];
