/** One worker per core but one, at least one: the core left over keeps answering requests. */
export function kataPoolSize(cores?: number): number;
/** Jobs that may wait for each worker before the pool answers busy. */
export const KATA_QUEUE_PER_WORKER: number;
