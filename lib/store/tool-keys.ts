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
import { camelRows, type Database, type Rows } from "./schema";

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

function toKey(row: Selectable<Rows["toolKeys"]>): ToolKey {
  return { ...row, privateJwk: RsaPrivateJwk.parse(row.privateJwk), publicJwk: RsaPublicJwk.parse(row.publicJwk) };
}

export function makeToolKeys(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** Adds a key, which becomes the signing key; refuses a kid already used. */
    async add(input: ToolKeyInput, now: Date): Promise<StoreResult<void, "duplicate">> {
      const parsed = parseInput(ToolKeyInput, input);
      if (!parsed.ok) return parsed;
      const { kid, privateJwk, publicJwk } = parsed.value;
      try {
        await db
          .insertInto("toolKeys")
          .values({
            kid,
            privateJwk: JSON.stringify(privateJwk),
            publicJwk: JSON.stringify({ ...publicJwk, kid }),
            createdAt: now,
            retiredAt: null,
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
        .selectFrom("toolKeys")
        .selectAll()
        .where("retiredAt", "is", null)
        .orderBy("createdAt", "desc")
        .orderBy("kid", "desc")
        .executeTakeFirst();
      return row ? toKey(row) : null;
    },

    /** Public JWKs to publish: every unretired key, and those retired less than `graceMs` ago. */
    async published(now: Date, graceMs: number): Promise<RsaPublicJwk[]> {
      const since = new Date(now.getTime() - graceMs);
      const rows = await db
        .selectFrom("toolKeys")
        .selectAll()
        .where((eb) => eb.or([eb("retiredAt", "is", null), eb("retiredAt", ">", since)]))
        .orderBy("createdAt", "desc")
        .execute();
      return rows.map((row) => toKey(row).publicJwk);
    },

    /** The most recently retired key, or null (the one a rotation keeps published). */
    async newestRetired(): Promise<ToolKey | null> {
      const row = await db
        .selectFrom("toolKeys")
        .selectAll()
        .where("retiredAt", "is not", null)
        .orderBy("retiredAt", "desc")
        .orderBy("kid", "desc")
        .executeTakeFirst();
      return row ? toKey(row) : null;
    },

    /** Deletes every key except those in `keep`; returns how many went. */
    async removeAllBut(keep: readonly string[]): Promise<number> {
      let query = db.deleteFrom("toolKeys");
      if (keep.length > 0) query = query.where("kid", "not in", [...keep]);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    /** Retires a key (it stops signing); false when there is no such unretired key. */
    async retire(kid: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("toolKeys")
        .set({ retiredAt: now })
        .where("kid", "=", kid)
        .where("retiredAt", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
