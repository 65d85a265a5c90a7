/**
 * A budget per client for work that costs the server CPU, kept in this process (each replica
 * keeps its own, so behind N replicas a client gets up to N budgets): a client may spend
 * `burst` units at once and earns `perSecond` back each second, up to `burst` again. Past it,
 * the client is told how long to wait, and spends nothing. At most `maxClients` clients are
 * remembered, the one seen longest ago forgotten first, so a flood of addresses cannot grow
 * the map; a forgotten client starts again with a full budget.
 */
import { retryLater } from "./read-json-body";

export type RateLimit = {
  /** Takes `units` from `client`'s budget: 0 when it may go on, else the whole seconds until it may. */
  take(client: string, units: number): number;
};

export function createRateLimit({
  burst,
  perSecond,
  maxClients = 10_000,
  now = Date.now,
}: {
  burst: number;
  perSecond: number;
  maxClients?: number;
  now?: () => number;
}): RateLimit {
  // A Map iterates in insertion order: a client is moved to the end when seen, so the first is the stalest.
  const budgets = new Map<string, { units: number; at: number }>();
  return {
    take(client, units) {
      const at = now();
      const last = budgets.get(client);
      const earned = last ? last.units + (Math.max(0, at - last.at) / 1000) * perSecond : burst;
      const held = Math.min(burst, earned);
      const asked = Math.min(units, burst);
      budgets.delete(client);
      budgets.set(client, { units: held >= asked ? held - asked : held, at });
      if (budgets.size > maxClients) budgets.delete(budgets.keys().next().value as string);
      return held >= asked ? 0 : Math.ceil((asked - held) / perSecond);
    },
  };
}

/** The answer to a client over its budget: 429, with how long to wait in words and in Retry-After. */
export const overBudget = (retryAfterSeconds: number): Response =>
  retryLater(
    429,
    `Too many questions were asked for from your address just now; try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
