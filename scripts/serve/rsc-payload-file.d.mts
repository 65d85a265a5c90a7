import type { ByteLru } from "./byte-lru.mjs";
/** The inert stand-in the loader reads the payload file's address from. */
export function payloadMarker(src: string): string;
/** A rewriter for one HTML response that files the inline RSC payload in `files` and leaves a marker. */
export function movePayloadOut(files: ByteLru): (text: string, last: boolean) => string;
/** The address of the payload file a page names, if it names one. */
export function payloadAddress(html: string): string | undefined;
