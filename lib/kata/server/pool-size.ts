/**
 * How many worker threads grade kata submissions and how many jobs may wait, from the
 * machine's cores: read by the server's pool (default-pool.ts) and by the bench, which fills
 * the pool exactly.
 */
import { availableParallelism } from "node:os";

/** One worker per core but one, at least one: the core left over keeps answering requests. */
export function kataPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** Jobs that may wait for each worker before the pool answers busy. */
export const KATA_QUEUE_PER_WORKER = 4;
