/** Folders and files whose content decides the build's output. */
export const BUILD_INPUTS: readonly string[];
export function ignoredByBuild(entry: string): boolean;
/** Hex SHA-256 over the path and bytes of every build input below `root`. */
export function buildFingerprint(root: string, inputs?: readonly string[]): string;
