/**
 * `npm run lti:register -- <command>`: manual LTI registration, the tool's URLs, key
 * rotation (lib/lti/registration/cli.ts). Opens the store the server uses; on the
 * embedded PGlite store, stop the server first (one process per data folder).
 */
import { dataDir } from "@/lib/data-dir";
import { fileToolKeyStore } from "@/lib/lti/file-key-store";
import { runCli } from "@/lib/lti/registration/cli";
import { registrationKey } from "@/lib/lti/registration/registration-key";
import { openStore, type Store } from "@/lib/store/open-store";

let store: Store | undefined;
try {
  const result = await runCli(process.argv.slice(2), {
    platforms: async () => {
      store ??= await openStore(process.env);
      return store.platforms;
    },
    keyStore: () => fileToolKeyStore(dataDir()),
    registrationKey: () => registrationKey(),
    toolOrigin: process.env.LTI_TOOL_ORIGIN,
  });
  (result.code === 0 ? console.log : console.error)(result.out);
  process.exitCode = result.code;
} finally {
  await store?.close();
}
