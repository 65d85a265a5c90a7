/**
 * Removes expired login states and nonces, at most once per `everyMs` (an hour): they
 * expire within minutes and are refused once expired whether purged or not, so the
 * purge only keeps the tables small. `now` comes from the caller (the passback
 * worker's pass), so tests drive it without timers.
 */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export type Purged = { nonces: number; launchStates: number };

type Purgeable = { purgeExpired: (now: Date) => Promise<number> };

/** `store` is the results store (its nonces and launchStates repositories). */
export function hourlyPurge(store: { nonces: Purgeable; launchStates: Purgeable }, everyMs = PURGE_EVERY_MS) {
  let last: number | null = null;
  /** Purges when `everyMs` has passed since the last purge (or none ran yet); null when it was not due. */
  return async (nowMs: number): Promise<Purged | null> => {
    if (last !== null && nowMs - last < everyMs) return null;
    last = nowMs;
    const now = new Date(nowMs);
    const purged = {
      nonces: await store.nonces.purgeExpired(now),
      launchStates: await store.launchStates.purgeExpired(now),
    };
    if (purged.nonces + purged.launchStates > 0)
      console.info(`[lti] purged ${purged.nonces} expired nonces and ${purged.launchStates} expired login states`);
    return purged;
  };
}
