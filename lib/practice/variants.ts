/**
 * Per-attempt checkpoint variants: every attempt of every learner draws its own items from
 * a seed only the server can make, so the key of one attempt says nothing about the next.
 * Server only (node:crypto); the seed can go into the score token so a grade can be re-checked.
 */
import { createHmac } from "node:crypto";
import { seededStream } from "@/lib/envelope/prng";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { generateItem, type PracticeItem, shuffle } from "./generate";
import type { PracticeTemplate } from "./templates";

/**
 * The seed of one attempt: HMAC-SHA256 of (learner, lesson, attempt) under the server's
 * secret, first 32 bits (the width of the engine's PRNG). The fields are JSON-encoded, so
 * no two different triples share a message ("a:b", "c" vs "a", "b:c").
 */
export function variantSeed(secret: string, learnerId: string, lessonSlug: string, attemptNumber: number): number {
  const message = JSON.stringify(["checkpoint-variant", learnerId, lessonSlug, attemptNumber]);
  return createHmac("sha256", secret).update(message).digest().readUInt32BE(0);
}

/**
 * `count` items for one attempt: the concepts in an order drawn from `seed`, taken in turn
 * (so every concept the templates practise is asked before any is asked twice), each item
 * from one of its concept's templates and its own draw of the seed's stream. A draw that repeats an item already chosen is
 * refused and the next one taken.
 */
export async function drawCheckpointItems(
  seed: number,
  templates: readonly PracticeTemplate[],
  count: number,
  executor: SqlExecutor,
): Promise<PracticeItem[]> {
  if (templates.length === 0) throw new Error("a checkpoint needs at least one practice template");
  const random = seededStream(seed, "checkpoint:items");
  const concepts = shuffle([...new Set(templates.map((template) => template.concept))], random);
  const items: PracticeItem[] = [];
  const seen = new Set<string>();
  for (let draws = 0; items.length < count; draws++) {
    if (draws > count * 20) throw new Error(`could not draw ${count} different items from these templates`);
    const concept = concepts[items.length % concepts.length];
    const own = templates.filter((template) => template.concept === concept);
    const template = own[Math.floor(random() * own.length)] as PracticeTemplate;
    const item = await generateItem(Math.floor(random() * 2 ** 32), template, executor);
    const identity = JSON.stringify([item.prompt, item.scenario]);
    if (seen.has(identity)) continue;
    seen.add(identity);
    items.push(item);
  }
  return items;
}
