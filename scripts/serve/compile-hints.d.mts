/** The magic comment that asks Chrome to compile a whole file when it loads it. */
export const COMPILE_HINT: string;
/** The framework's start-up chunks of the build in `distDir`, by address, each with its file; empty with a reason when the manifest is missing or unexpected. */
export function startUpChunks(distDir: string): { chunks: Map<string, string>; problem: string | undefined };
/** The hinted body of the start-up chunk at `pathname`, read once and kept; undefined for any other address or an unreadable file. */
export function createHintedChunks(chunks: Map<string, string>): (pathname: string) => Buffer | undefined;
