/** How long after `load` a page that never paints waits before it starts its scripts anyway. */
export const UNPAINTED_START_MS: number;
/** The inline loader that adds the data-boot markers as scripts after the first contentful paint. */
export const LOADER_SCRIPT: string;
/** A rewriter for one HTML response: start-up scripts become data-boot markers, the loader follows the first, the bootstrap's preload goes. */
export function deferStartUpScripts(): (text: string) => string;
/** The addresses of the start-up scripts a page names in its markers, in order. */
export function bootAddresses(html: string): string[];
/** The inert marker that stands for one start-up script until the loader adds it. */
export function bootMarker(src: string): string;
