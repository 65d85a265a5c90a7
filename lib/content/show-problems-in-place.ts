/**
 * In `next dev` a broken lesson shows its problems on its page and on the index, and the
 * other lessons keep working; everywhere else (the build, tests) it throws, so a broken
 * lesson can never be deployed. A file of its own so low-level loaders can read it
 * without importing the content check.
 */
export const SHOW_PROBLEMS_IN_PLACE = process.env.NODE_ENV === "development";
