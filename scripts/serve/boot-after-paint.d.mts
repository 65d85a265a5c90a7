/** How long after `load` a page that never paints waits before it starts its scripts anyway. */
export const UNPAINTED_START_MS: number;
/** The inline loader that adds the data-boot preloads as scripts after the first contentful paint. */
export const LOADER_SCRIPT: string;
/** A rewriter for one HTML response: start-up scripts become data-boot preloads, the loader follows the first. */
export function deferStartUpScripts(): (text: string) => string;
