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
    if (!(error instanceof SecretConfigError)) throw error;
    console.error(`[envelope-lab] ${error.message}`);
    // NOTE: Next logs an error thrown here and keeps serving; a bad secret must stop it.
    process.exit(1);
  }
}
