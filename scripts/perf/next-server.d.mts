/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number>;
/** Resolves once `url` answers 2xx; polls every 500 ms for a minute, then throws. */
export function waitForOk(url: string): Promise<void>;
/** Serves the build in `cwd` with scripts/serve.mjs (or `next start` when `bare`); resolves once `readyPath` answers 200. */
export function startNext(
  cwd: string,
  options?: { readyPath?: string; env?: Record<string, string>; bare?: boolean },
): Promise<{ base: string; stop: () => void }>;
