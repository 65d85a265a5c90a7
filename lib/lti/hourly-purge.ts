/**
 * Removes expired nonces, at most once per `everyMs` (an hour): they expire within
 * minutes and a nonce is only ever looked up to refuse a replay, so the purge only
 * keeps the table small. `now` comes from the caller (the passback
 * worker's pass), so tests drive it without timers.
 */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export type Purged = { nonces: number };

type Purgeable = { purgeExpired: (now: Date) => Promise<number> };

/** `store` is the results store (its nonces repository). */
export function hourlyPurge(store: { nonces: Purgeable }, everyMs = PURGE_EVERY_MS) {
  let last: number | null = null;
  /** Purges when `everyMs` has passed since the last purge (or none ran yet); null when it was not due. */
  return async (nowMs: number): Promise<Purged | null> => {
    if (last !== null && nowMs - last < everyMs) return null;
    last = nowMs;
    const purged = { nonces: await store.nonces.purgeExpired(new Date(nowMs)) };
    if (purged.nonces > 0) console.info(`[lti] purged ${purged.nonces} expired nonces`);
    return purged;
  };
}
