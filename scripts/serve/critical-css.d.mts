import type { ByteLru } from "./byte-lru.mjs";
/** The inert stand-in the loader reads the whole stylesheet's address from. */
export function cssMarker(src: string): string;
/** The address of the whole stylesheet a page names, if it names one. */
export function stylesheetAddress(html: string): string | undefined;
/** Every class on an element of the page. */
export function classesIn(html: string): Set<string>;
/** The rules of `css` that can match on a page whose elements carry only `classes`. */
export function rulesFor(css: string, classes: Set<string>): string;
/** The whole stylesheet as the loader adds it: less its @property rules when `cut` (the inline part) registers them all. */
export function stylesheetForLoader(css: string, cut: string): string;
/** A whole-page transform: the inline stylesheet cut to the page's rules, the whole one filed in `files` and named by a marker. */
export function createCriticalCss(files: ByteLru, options?: { remembered?: number }): (html: string) => string;
