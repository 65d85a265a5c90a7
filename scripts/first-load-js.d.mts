/** Types for scripts/first-load-js.mjs, for the specs that measure a document the same way. */
export function firstLoadJs(appDir: string, html: string): { files: number; gzipBytes: number };
export function documentSize(html: string): { rawBytes: number; gzipBytes: number };
export const kB: (bytes: number) => string;
