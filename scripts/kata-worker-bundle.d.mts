/** Where the grading worker bundle is, relative to the project root. */
export const KATA_WORKER_BUNDLE: string;
