/** The magic comment that asks Chrome to compile a whole file when it loads it. */
export const COMPILE_HINT: string;
/** The framework's start-up chunks of the build in `distDir`, by address, each with its file; empty with a reason when the manifest is missing or unexpected, or the build has integrity hashes. */
export function startUpChunks(distDir: string): { chunks: Map<string, string>; problem: string | undefined };
/** The start-up chunk at `pathname` as sent, hint first, read once and kept; undefined for any other address, a chunk naming a source map, or an unreadable file. */
export function createHintedChunks(
  chunks: Map<string, string>,
): (pathname: string) => { body: Buffer; etag: string } | undefined;
