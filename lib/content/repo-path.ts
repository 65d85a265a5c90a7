import path from "node:path";

/**
 * `absolute` relative to the repository root, with forward slashes on every OS.
 * Every author message names files this way, so a path can be pasted into an editor
 * and tests can compare messages as plain strings.
 * NOTE: the root is the working directory, which is where npm scripts and Next run.
 */
export function repoPath(absolute: string): string {
  return path.relative(process.cwd(), absolute).split(path.sep).join("/");
}
