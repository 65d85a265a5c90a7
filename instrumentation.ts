/**
 * Runs once when the server starts: reads (or generates) the score-token secret, so a
 * blank or short CHECKPOINT_SECRET stops the server with the fix instead of signing.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { SecretConfigError, signingKeys } = await import("@/lib/score-token/signing-keys");
  try {
    const keys = signingKeys();
    console.info(`[envelope-lab] score tokens are signed with the secret from ${keys.source}`);
  } catch (error) {
    // A bad secret, or a data folder that cannot be created or read (DATA_DIR on a
    // read-only disk): either way nothing could be signed, so the server must not
    // start. NOTE: Next logs an error thrown here and keeps serving, hung; exit instead.
    const why =
      error instanceof SecretConfigError
        ? error.message
        : `the score-token secret could not be loaded: ${String(error)}`;
    console.error(`[envelope-lab] ${why}`);
    process.exit(1);
  }
}
