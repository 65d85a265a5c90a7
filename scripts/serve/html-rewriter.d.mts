import type { ServerResponse } from "node:http";
/** Where HTML text may be cut without splitting a <script> element or a tag. */
export function safeCut(text: string): number;
/** Patches `res` so that an HTML response's text passes through the rewriter `makeRewrite()` returns for it. */
export function rewriteHtml<T extends ServerResponse>(res: T, makeRewrite: () => (text: string) => string): T;
