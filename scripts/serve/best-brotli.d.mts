import type { IncomingMessage, ServerResponse } from "node:http";
/** Quality for a body's first sendings. */
export const FAST_QUALITY: number;
/** Below this a body goes out as it is. */
export const SMALLEST_COMPRESSED: number;
/** How many bodies may wait for the slow compression. */
export const QUEUE_LENGTH: number;
export interface BestBrotli {
  /** The brotli text of `body`: quality 11 once a second sending has had it made, until then a fast one. */
  compressed(body: Buffer): Promise<Buffer>;
  /** Resolves once no slow compression is waiting or under way. */
  settled(): Promise<void>;
}
/** A compressor that keeps the best compression of bodies sent more than once, at most `maxBytes` of it. */
export function createBestBrotli(options: { maxBytes: number }): BestBrotli;
/** Whether the request takes brotli, as `compression` would decide it. */
export function takesBrotli(req: IncomingMessage): boolean;
/** Sends `body` with `end`, brotli-compressed when the request takes it and it is worth it. */
export function sendWhole(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  end: (body: Buffer) => void,
  bestBrotli: BestBrotli,
): Promise<void>;
