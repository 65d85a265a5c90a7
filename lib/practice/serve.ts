/**
 * Practice items as the server hands them out, with no state of its own: a draw makes a
 * random ticket, and the item's seed is an HMAC of (lesson, concept, ticket) under a key
 * only servers hold, so answering sends the ticket back and any replica draws the same
 * item again to grade it. The browser never sees a seed: with one, the public generator
 * would give away the key. Server only (node:crypto).
 */
import { createHmac, randomBytes } from "node:crypto";
import { loadSqlFromNodeModules } from "@/lib/envelope/node";
import { seededStream } from "@/lib/envelope/prng";
import { createInProcessExecutor, type SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { sandboxStateToSearch } from "@/lib/sandbox/sandbox-state";
import type { ConceptId } from "./concept-ids";
import { generateItem, type PracticeItem } from "./generate";
import type { Scenario } from "./scenario";
import type { PracticeTemplate } from "./templates";

// Generated SQL only reads the sample shop, so one database serves every request in the
// process; the kata and the sandbox, which run a learner's SQL, use killable workers instead.
let shared: SqlExecutor | undefined;

/** The process's executor for keying items (the endpoint, the dashboard's samples). */
export function practiceExecutor(): SqlExecutor {
  shared ??= createInProcessExecutor(loadSqlFromNodeModules);
  return shared;
}

/** A ticket: 16 random bytes, base64url (22 characters). */
export const TICKET_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const newTicket = (): string => randomBytes(16).toString("base64url");

/**
 * A seed only a holder of `key` can make: the first 32 bits (the engine PRNG's width) of
 * HMAC-SHA256 over the JSON array of `parts`, so no two different lists share a message
 * ("a:b", "c" vs "a", "b:c").
 */
export function secretSeed(key: Uint8Array | string, parts: readonly (string | number)[]): number {
  return createHmac("sha256", key).update(JSON.stringify(parts)).digest().readUInt32BE(0);
}

/** Whom a session names (its platform and the learner's id there); a draw under it is theirs alone. */
export type BoundLearner = { issuer: string; sub: string };

/**
 * The seed of `ticket`'s item, for `learner` when the draw came with their session: the
 * same ticket without the session stands for another item, so a key read from an
 * anonymous answer says nothing about the item the session's answer is judged on.
 */
export const practiceSeed = (
  key: Uint8Array,
  lesson: string,
  concept: ConceptId,
  ticket: string,
  learner?: BoundLearner,
): number =>
  secretSeed(key, ["practice-item", lesson, concept, ticket, ...(learner ? [learner.issuer, learner.sub] : [])]);

/**
 * The item `seed` makes on `concept` from the lesson's templates: the template drawn from
 * the seed, then the item from the template. Undefined when the lesson does not practise it.
 */
export async function practiceItem(
  seed: number,
  templates: readonly PracticeTemplate[],
  concept: ConceptId,
  executor: SqlExecutor,
): Promise<PracticeItem | undefined> {
  const own = templates.filter((template) => template.concept === concept);
  if (own.length === 0) return undefined;
  const template = own[Math.floor(seededStream(seed, "practice:template")() * own.length)] as PracticeTemplate;
  return generateItem(seed, template, executor);
}

/**
 * The sandbox's address for `scenario`'s call, engine seed included, so the run there is
 * the one that keyed the item; null for a retried scenario, whose loop the sandbox's single
 * call cannot show.
 */
export function sandboxLink(scenario: Scenario): string | null {
  if (scenario.retry !== undefined) return null;
  const { tool, args, timeoutMs, faults, seed } = scenario;
  const state = { tool, args: JSON.stringify(args), timeoutMs, faults, seed, poolWait: false, calls: 1 };
  return `/sandbox?${sandboxStateToSearch(state)}`;
}
