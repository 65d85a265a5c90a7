/**
 * Where scripts/build-bundles.ts writes the grading worker and where the pool loads it from,
 * relative to the project root (gitignored).
 */
export const KATA_WORKER_BUNDLE = ".kata-worker/grading-worker.mjs";
