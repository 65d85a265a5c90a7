import type { ServerResponse } from "node:http";
/** How long a streamed page is held back, at most, to be sent whole. */
export const HOLD_MS: number;
/** How much of a streamed page is held back, at most. */
export const HOLD_BYTES: number;
/** Where HTML text may be cut without splitting a <script> element or a tag. */
export function safeCut(text: string): number;
/** Patches `res` so that an HTML response's text passes through the rewriter `makeRewrite()` returns for it. */
export function rewriteHtml<T extends ServerResponse>(
  res: T,
  makeRewrite: () => (text: string, last: boolean) => string,
  options?: {
    sendWhole?: (body: Buffer, end: (body: Buffer) => void) => void;
    holdMs?: number;
    holdBytes?: number;
  },
): T;
