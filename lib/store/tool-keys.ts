/**
 * The tool's RSA signing keys, with rotation: the newest unretired key signs; a
 * retired key stays in the published JWKS for a grace period, because platforms cache
 * the JWKS and would otherwise refuse messages signed just before the rotation.
 * NOTE: private keys are stored as they are (JWK); the database is as secret as the
 * key file it replaces.
 */
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { accepted, isUniqueViolation, parseInput, refused, type StoreResult } from "./result";
import type { Database } from "./schema";

const B64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

export const RsaPublicJwk = z.looseObject({ kty: z.literal("RSA"), n: B64url, e: B64url });
export type RsaPublicJwk = z.output<typeof RsaPublicJwk>;
export const RsaPrivateJwk = RsaPublicJwk.extend({
  d: B64url,
  p: B64url,
  q: B64url,
  dp: B64url,
  dq: B64url,
  qi: B64url,
});
export type RsaPrivateJwk = z.output<typeof RsaPrivateJwk>;

export const ToolKeyInput = z
  .object({ kid: z.string().min(1).max(100), privateJwk: RsaPrivateJwk, publicJwk: RsaPublicJwk })
  .refine((k) => !("d" in k.publicJwk), { message: "the public JWK holds a private part", path: ["publicJwk"] })
  .refine((k) => k.publicJwk.n === k.privateJwk.n && k.publicJwk.e === k.privateJwk.e, {
    message: "the public JWK is not the private key's",
    path: ["publicJwk"],
  });
export type ToolKeyInput = z.input<typeof ToolKeyInput>;

export type ToolKey = {
  kid: string;
  privateJwk: RsaPrivateJwk;
  publicJwk: RsaPublicJwk;
  createdAt: Date;
  retiredAt: Date | null;
};

function toKey(row: Selectable<Database["tool_keys"]>): ToolKey {
  return {
    kid: row.kid,
    privateJwk: RsaPrivateJwk.parse(row.private_jwk),
    publicJwk: RsaPublicJwk.parse(row.public_jwk),
    createdAt: row.created_at,
    retiredAt: row.retired_at,
  };
}

export function makeToolKeys(db: Kysely<Database>) {
  return {
    /** Adds a key, which becomes the signing key; refuses a kid already used. */
    async add(input: ToolKeyInput, now: Date): Promise<StoreResult<void, "duplicate">> {
      const parsed = parseInput(ToolKeyInput, input);
      if (!parsed.ok) return parsed;
      const { kid, privateJwk, publicJwk } = parsed.value;
      try {
        await db
          .insertInto("tool_keys")
          .values({
            kid,
            private_jwk: JSON.stringify(privateJwk),
            public_jwk: JSON.stringify({ ...publicJwk, kid }),
            created_at: now,
            retired_at: null,
          })
          .execute();
        return accepted(undefined);
      } catch (error) {
        if (isUniqueViolation(error)) return refused("duplicate", `a key with kid ${kid} exists`);
        throw error;
      }
    },

    /** The key that signs now: the newest one not retired, or null when there is none. */
    async current(): Promise<ToolKey | null> {
      const row = await db
        .selectFrom("tool_keys")
        .selectAll()
        .where("retired_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("kid", "desc")
        .executeTakeFirst();
      return row ? toKey(row) : null;
    },

    /** Public JWKs to publish: every unretired key, and those retired less than `graceMs` ago. */
    async published(now: Date, graceMs: number): Promise<RsaPublicJwk[]> {
      const since = new Date(now.getTime() - graceMs);
      const rows = await db
        .selectFrom("tool_keys")
        .selectAll()
        .where((eb) => eb.or([eb("retired_at", "is", null), eb("retired_at", ">", since)]))
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((row) => toKey(row).publicJwk);
    },

    /** The most recently retired key, or null (the one a rotation keeps published). */
    async newestRetired(): Promise<ToolKey | null> {
      const row = await db
        .selectFrom("tool_keys")
        .selectAll()
        .where("retired_at", "is not", null)
        .orderBy("retired_at", "desc")
        .orderBy("kid", "desc")
        .executeTakeFirst();
      return row ? toKey(row) : null;
    },

    /** Deletes every key except those in `keep`; returns how many went. */
    async removeAllBut(keep: readonly string[]): Promise<number> {
      let query = db.deleteFrom("tool_keys");
      if (keep.length > 0) query = query.where("kid", "not in", [...keep]);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    /** Retires a key (it stops signing); false when there is no such unretired key. */
    async retire(kid: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("tool_keys")
        .set({ retired_at: now })
        .where("kid", "=", kid)
        .where("retired_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
