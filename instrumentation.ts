/**
 * Runs once when the server starts: reads (or generates) the secrets it signs with (score
 * tokens, the LTI registration key, and the instructor sessions where INSTRUCTOR_KEY is
 * set), so a blank or short CHECKPOINT_SECRET, or a secret missing where app servers share
 * one Postgres (DATABASE_URL), stops the server with the fix instead of signing; then,
 * under the production server (`npm start`), starts the LTI side (the results store, the
 * LTI_PLATFORMS seed and the passback worker, which delivers scores queued before a
 * restart) and warms the grading endpoints (lib/http/warm-up.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ SecretConfigError, signingKeys }, { registrationKey }, { processKeyEnv }] = await Promise.all([
    import("@/lib/score-token/signing-keys"),
    import("@/lib/lti/registration/registration-key"),
    import("@/lib/preview/key-session"),
  ]);
  try {
    const keys = signingKeys();
    console.info(`[envelope-lab] score tokens are signed with the secret from ${keys.source}`);
    registrationKey();
    // Instructor sessions exist only where there is a key to trade for one.
    if (process.env.INSTRUCTOR_KEY?.trim()) processKeyEnv().secret();
  } catch (error) {
    // A bad or missing secret, or a data folder that cannot be created or read (DATA_DIR
    // on a read-only disk): either way nothing could be signed, so the server must not
    // start. NOTE: Next logs an error thrown here and keeps serving, hung; exit instead.
    const why =
      error instanceof SecretConfigError ? error.message : `a generated secret could not be loaded: ${String(error)}`;
    console.error(`[envelope-lab] ${why}`);
    process.exit(1);
  }
  await startWarmUp(startLti());
}

/**
 * Opens the store and starts the passback worker. Neither the server nor register() waits
 * for it (a PGlite start takes seconds); a store that will not open is logged, and the LTI
 * routes try again on use. Resolves, for the warm-up to wait on, once the embedded store
 * (PGlite) has opened or failed to, and at once for a Postgres server, which holds no
 * event loop while it connects. Never rejects.
 */
async function startLti(): Promise<void> {
  if (process.env.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") return;
  try {
    const [{ processLti }, { storeTarget }] = await Promise.all([
      import("@/lib/composition-root"),
      import("@/lib/store/open-store"),
    ]);
    const settled = processLti().then(
      () => {},
      (error: unknown) => console.error(`[lti] the results store did not open: ${String(error)}`),
    );
    if (storeTarget().kind === "pglite") await settled;
  } catch (error) {
    console.error(`[lti] the LTI side did not start: ${String(error)}`);
  }
}

/**
 * Requests every grading endpoint once `storeSettled` has, without waiting: a request
 * sent now queues until the server is ready, so awaiting it here would never end.
 * /api/health waits for it, and so for the store (lib/http/warm-up.ts says why).
 * Only a production server is warmed (not `next build`, not `next dev`, which would
 * compile every route). NOTE: Next sets PORT when it starts listening, before this runs.
 */
async function startWarmUp(storeSettled: Promise<void>) {
  const port = process.env.PORT;
  if (process.env.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build" || !port) return;
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${port}`;
  const [{ gradingPaths, setWarmUp, warmUp, warmUpAfter }, { listLessonSlugs }] = await Promise.all([
    import("@/lib/http/warm-up"),
    import("@/lib/content/lesson-files"),
  ]);
  setWarmUp(
    warmUpAfter(storeSettled, async () => {
      const unexpected = await warmUp(origin, gradingPaths(listLessonSlugs()));
      if (unexpected.length > 0)
        console.warn(`[envelope-lab] grading warm-up: unexpected answers: ${unexpected.join(", ")}`);
    }),
  );
}
