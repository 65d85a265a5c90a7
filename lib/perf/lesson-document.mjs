// The lesson document budget and how a document is measured, in one place for both sides:
// `npm run perf` (scripts/, plain Node, hence a .mjs file) and the studio's page-size meter
// (lib/studio/measure-pages.ts). No React and no next/*: it counts the bytes of HTML as sent.
import { gzipSync } from "node:zlib";

/** A lesson page's document (its HTML with the RSC payload Next writes into it), at most, in kB of 1000 bytes. */
export const LESSON_DOCUMENT_BUDGET = { rawKb: 200, gzipKb: 25 };

/**
 * A document's size as sent: raw bytes and gzip (level 9) bytes.
 * @param {string} html
 * @returns {{ rawBytes: number; gzipBytes: number }}
 */
export function documentSize(html) {
  return { rawBytes: Buffer.byteLength(html), gzipBytes: gzipSync(html, { level: 9 }).length };
}

/**
 * Whether a document keeps to LESSON_DOCUMENT_BUDGET: at or under both limits.
 * @param {{ rawBytes: number; gzipBytes: number }} size
 */
export function withinLessonBudget({ rawBytes, gzipBytes }) {
  return rawBytes <= LESSON_DOCUMENT_BUDGET.rawKb * 1000 && gzipBytes <= LESSON_DOCUMENT_BUDGET.gzipKb * 1000;
}
