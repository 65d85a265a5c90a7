/**
 * One-time values with an expiry (replay protection). `consume` is a single
 * conditional UPDATE, so two servers racing for one nonce cannot both win: Postgres
 * makes the second wait for the first's row lock, then re-checks `used_at`.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { accepted, isUniqueViolation, parseInput, refused, type StoreResult } from "./result";
import { camelRows, type Database } from "./schema";

const NonceValue = z.string().min(1).max(255);

export function makeNonces(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** Records a nonce usable once until `expiresAt`; refuses one already recorded. */
    async issue(value: string, expiresAt: Date): Promise<StoreResult<void, "duplicate">> {
      const input = parseInput(z.object({ value: NonceValue, expiresAt: z.date() }), { value, expiresAt });
      if (!input.ok) return input;
      try {
        await db.insertInto("nonces").values({ value, expiresAt, usedAt: null }).execute();
        return accepted(undefined);
      } catch (error) {
        if (isUniqueViolation(error)) return refused("duplicate", "this nonce was already issued");
        throw error;
      }
    },

    /** True exactly once for a recorded nonce before its expiry; false when used, expired or unknown. */
    async consume(value: string, now: Date): Promise<boolean> {
      if (!NonceValue.safeParse(value).success) return false;
      const used = await db
        .updateTable("nonces")
        .set({ usedAt: now })
        .where("value", "=", value)
        .where("usedAt", "is", null)
        .where("expiresAt", ">", now)
        .returning("value")
        .executeTakeFirst();
      return used !== undefined;
    },

    /**
     * Records `value` as used at `now` in one statement: true the first time, false when
     * it was recorded before (a replay), whether or not that record has expired since.
     */
    async recordUse(value: string, expiresAt: Date, now: Date): Promise<StoreResult<boolean>> {
      const input = parseInput(z.object({ value: NonceValue, expiresAt: z.date() }), { value, expiresAt });
      if (!input.ok) return input;
      const row = await db
        .insertInto("nonces")
        .values({ value, expiresAt, usedAt: now })
        .onConflict((c) => c.column("value").doNothing())
        .returning("value")
        .executeTakeFirst();
      return accepted(row !== undefined);
    },

    /** Deletes nonces past their expiry (used or not); returns how many. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom("nonces").where("expiresAt", "<=", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
