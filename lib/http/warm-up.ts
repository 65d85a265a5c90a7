/**
 * Warming the grading endpoints when the server starts. The first grading request after
 * a start used to take 365-800 ms against about 20 ms for the next ones: about 100 ms
 * loading the route's module, the rest reading the lesson (its outline, the YAML, the
 * schema) for the first time. A start-up request per endpoint pays that instead of the
 * first student, and the health route answers only once it is done (readiness).
 *
 * On the embedded store (PGlite) the warm-up first waits for the store to open: PGlite's
 * start holds the event loop for about a second (measured: a request sent in that second
 * waited 0.8-1.1 s), so a health route that answered before it let the first grading
 * request land in it. The wait has a ceiling, so readiness never hangs on a store.
 */

/** The grading endpoints of every lesson, as paths. */
export function gradingPaths(slugs: readonly string[]): string[] {
  return slugs.flatMap((slug) => [`/api/lessons/${slug}/checkpoint`, `/api/lessons/${slug}/match`]);
}

/**
 * POSTs an empty object to each path: the endpoint loads its module and the lesson's
 * exercise, then refuses the body with a 400, so no score token is signed and nothing is
 * graded. Never rejects: a failed warm-up only leaves the first request slower.
 * Resolves with the paths that did not answer 400 (what a warm-up expects).
 */
export async function warmUp(
  origin: string,
  paths: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const unexpected: string[] = [];
  for (const path of paths) {
    try {
      const response = await fetchImpl(`${origin}${path}`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      await response.arrayBuffer();
      if (response.status !== 400) unexpected.push(`${path} (${response.status})`);
    } catch (error) {
      unexpected.push(`${path} (${String(error)})`);
    }
  }
  return unexpected;
}

/** How long the warm-up waits for the store to settle before it goes ahead anyway. */
export const STORE_WAIT_CEILING_MS = 15_000;

/**
 * Runs `warm` once `storeSettled` has settled (a store that failed to open is logged
 * where it is opened) or `ceilingMs` has passed, whichever is first, and resolves when
 * `warm` has. Never rejects: a failed warm-up is logged and only leaves the first
 * request slower, and the health route that waits on this must still answer.
 */
export async function warmUpAfter(
  storeSettled: Promise<unknown>,
  warm: () => Promise<unknown>,
  ceilingMs = STORE_WAIT_CEILING_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ceiling = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ceilingMs);
    // A store that never settles must not keep a stopping process alive either.
    timer.unref?.();
  });
  await Promise.race([storeSettled.catch(() => {}), ceiling]);
  clearTimeout(timer);
  try {
    await warm();
  } catch (error) {
    console.warn(`[envelope-lab] grading warm-up failed: ${String(error)}`);
  }
}

// NOTE: instrumentation.ts and the route handlers are separate bundles with separate
// module instances, so the promise is shared through a process-wide symbol.
const WARM_UP = Symbol.for("envelope-lab.warm-up");
type WithWarmUp = { [WARM_UP]?: Promise<unknown> };

/** Records the start-up warm-up so that the health route can wait for it. */
export function setWarmUp(promise: Promise<unknown>): void {
  (globalThis as WithWarmUp)[WARM_UP] = promise;
}

/** Resolves once the start-up warm-up (if one was started) has finished. */
export async function warmedUp(): Promise<void> {
  await (globalThis as WithWarmUp)[WARM_UP];
}
