/**
 * The reveal status every grade and reveal carries, in one place: the server's type and the
 * schema each browser reads it back with (a kata reveal from the network, a checkpoint
 * result from localStorage). zod/mini, because it is parsed in lazily loaded widgets.
 */
import * as z from "zod/mini";

const attempts = z.nullable(z.int().check(z.minimum(0)));

/** What the browser is told: may it see the key now, and if not, how many graded attempts until it may. */
export const RevealStatusSchema = z.strictObject({
  allowed: z.boolean(),
  afterAttempts: attempts,
  attemptsLeft: attempts,
});
export type RevealStatus = z.infer<typeof RevealStatusSchema>;
