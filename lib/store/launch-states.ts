/**
 * The OIDC login's state, kept on the server: the login request stores it, the
 * launch that comes back consumes it (a DELETE … RETURNING, so once only, also with
 * two servers). Cookies would fail inside an iframe when third-party cookies are blocked.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { accepted, isUniqueViolation, parseInput, refused, type StoreResult } from "./result";
import type { Database } from "./schema";

const StateValue = z.string().min(16).max(255);

/** Longest target_link_uri a login may carry; the login checks it (lib/lti/login.ts), this store keeps it. */
export const MAX_TARGET_LINK_URI = 2048;

export const LaunchStateInput = z.object({
  state: StateValue,
  platformId: z.number().int().positive(),
  nonce: z.string().min(1).max(255),
  targetLinkUri: z.url().max(MAX_TARGET_LINK_URI),
  /** The deployment the login request named; the id_token must then carry it. */
  deploymentId: z.string().min(1).max(255).nullable().default(null),
  expiresAt: z.date(),
});
export type LaunchStateInput = z.input<typeof LaunchStateInput>;
export type LaunchState = z.output<typeof LaunchStateInput>;

export function makeLaunchStates(db: Kysely<Database>) {
  return {
    /** Stores a new state; refuses one already stored, or unknown platform. */
    async save(input: LaunchStateInput): Promise<StoreResult<void, "duplicate" | "unknown-platform">> {
      const parsed = parseInput(LaunchStateInput, input);
      if (!parsed.ok) return parsed;
      const { state, platformId, nonce, targetLinkUri, deploymentId, expiresAt } = parsed.value;
      try {
        await db
          .insertInto("launch_states")
          .values({
            state,
            platform_id: platformId,
            nonce,
            target_link_uri: targetLinkUri,
            lti_deployment_id: deploymentId,
            expires_at: expiresAt,
          })
          .execute();
        return accepted(undefined);
      } catch (error) {
        if (isUniqueViolation(error)) return refused("duplicate", "this state was already stored");
        if ((error as { code?: unknown }).code === "23503") return refused("unknown-platform", "no such platform");
        throw error;
      }
    },

    /** The stored state, removed as it is read; null when unknown, already used or expired. */
    async consume(state: string, now: Date): Promise<LaunchState | null> {
      if (!StateValue.safeParse(state).success) return null;
      const row = await db.deleteFrom("launch_states").where("state", "=", state).returningAll().executeTakeFirst();
      // NOTE: an expired state is deleted too (it can never be used), but refused.
      if (!row || row.expires_at <= now) return null;
      return {
        state: row.state,
        platformId: row.platform_id,
        nonce: row.nonce,
        targetLinkUri: row.target_link_uri,
        deploymentId: row.lti_deployment_id,
        expiresAt: row.expires_at,
      };
    },

    /** How many states are still usable at `now` (logins in progress). */
    async countLive(now: Date): Promise<number> {
      const row = await db
        .selectFrom("launch_states")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("expires_at", ">", now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Deletes states past their expiry (logins never completed); returns how many. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom("launch_states").where("expires_at", "<=", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
