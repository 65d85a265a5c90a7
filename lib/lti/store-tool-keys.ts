/**
 * The tool's key ring (tool-keys.ts) in the results store's tool_keys table, so every
 * app server signs with the same keys and a restart keeps them. The ring's `current` is
 * the newest unretired key; `previous`, still published during a rotation, is the most
 * recently retired one; retiring it for good deletes it. Server-only.
 */
import { sql } from "kysely";
import type { Store } from "@/lib/store/open-store";
import { makeToolKeys, type ToolKey as StoredKey, type ToolKeyInput } from "@/lib/store/tool-keys";
import type { KeyRing, ToolKey, ToolKeyStore } from "./tool-keys";

// NOTE: any constant works; it only has to be the same for every server of this app.
const FIRST_KEY_LOCK = 0x4c5449; // "LTI"

const toRingKey = (key: StoredKey): ToolKey => ({
  kid: key.kid,
  privateJwk: { ...key.privateJwk, kid: key.kid, alg: "RS256", use: "sig" },
  publicJwk: { ...key.publicJwk, kid: key.kid, alg: "RS256", use: "sig" },
  createdAt: key.createdAt.getTime(),
});

type Keys = ReturnType<typeof makeToolKeys>;
type Db = Store["db"];

async function readRing(keys: Keys): Promise<KeyRing | null> {
  const current = await keys.current();
  if (!current) return null;
  const previous = await keys.newestRetired();
  return { current: toRingKey(current), ...(previous ? { previous: toRingKey(previous) } : {}) };
}

/** Adds `key` unless its kid is stored already (a duplicate insert would abort the transaction). */
async function addKey(db: Db, keys: Keys, key: ToolKey): Promise<void> {
  if (await db.selectFrom("tool_keys").select("kid").where("kid", "=", key.kid).executeTakeFirst()) return;
  // NOTE: jose's JWK type is loose; `add` parses both JWKs as RSA keys before storing them.
  const input = { kid: key.kid, privateJwk: key.privateJwk, publicJwk: key.publicJwk } as ToolKeyInput;
  const added = await keys.add(input, new Date(key.createdAt));
  if (!added.ok) throw new Error(`the tool key is not storable: ${added.message}`);
}

export function storeToolKeyStore(store: Store, now: () => number = Date.now): ToolKeyStore {
  return {
    load: () => readRing(store.toolKeys),
    // Under a transaction-scoped advisory lock, so two servers starting together keep one ring.
    saveIfAbsent: (ring) =>
      store.db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${FIRST_KEY_LOCK})`.execute(tx);
        const keys = makeToolKeys(tx);
        const stored = await readRing(keys);
        if (stored) return stored;
        await addKey(tx, keys, ring.current);
        return (await readRing(keys)) ?? ring;
      }),
    replace: (ring) =>
      store.db.transaction().execute(async (tx) => {
        const keys = makeToolKeys(tx);
        const at = new Date(now());
        if (ring.previous) {
          await addKey(tx, keys, ring.previous);
          await keys.retire(ring.previous.kid, at);
        }
        await keys.removeAllBut([ring.current.kid, ...(ring.previous ? [ring.previous.kid] : [])]);
        await addKey(tx, keys, ring.current);
      }),
  };
}
