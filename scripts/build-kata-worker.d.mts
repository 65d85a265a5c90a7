/** Writes the grading worker bundle below `root` and resolves to its absolute path. */
export function buildKataWorker(root?: string): Promise<string>;
