/**
 * `npm run lti:register -- <command>`: manual LTI registration, the tool's URLs, key
 * rotation (lib/lti/registration/cli.ts). Opens the store the server uses (platforms and
 * the tool's keys live there); on the embedded PGlite store, stop the server first (one
 * process per data folder, enforced by the store's lock file).
 */
import { runCli } from "@/lib/lti/registration/cli";
import { registrationKey } from "@/lib/lti/registration/registration-key";
import { storeToolKeyStore } from "@/lib/lti/store-tool-keys";
import { SecretConfigError } from "@/lib/score-token/signing-keys";
import { openStore, type Store } from "@/lib/store/open-store";

let store: Store | undefined;
const opened = async () => {
  store ??= await openStore(process.env);
  return store;
};
try {
  const result = await runCli(process.argv.slice(2), {
    platforms: async () => (await opened()).platforms,
    keyStore: async () => storeToolKeyStore(await opened()),
    registrationKey: () => registrationKey(),
    toolOrigin: process.env.LTI_TOOL_ORIGIN,
  });
  (result.code === 0 ? console.log : console.error)(result.out);
  process.exitCode = result.code;
} catch (error) {
  // The registration key on a shared Postgres without LTI_REGISTRATION_KEY: the fix, not a stack.
  if (!(error instanceof SecretConfigError)) throw error;
  console.error(`lti:register: ${error.message}`);
  process.exitCode = 1;
} finally {
  await store?.close();
}
