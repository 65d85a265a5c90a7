// Measures a page's first-load JavaScript: the gzip size of every /_next/static/**.js
// file that the page's HTML references, except the noModule polyfills, which modern
// browsers never download. The HTML is what the server sent, so dynamic routes count too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Returns { files, gzipBytes } for one page's HTML, with the scripts read from `appDir`'s build. */
export function firstLoadJs(appDir, html) {
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((match) => match[1]),
  );
  const urls = new Set((html.match(/\/_next\/static\/[^"'\s)\\]+?\.js/g) ?? []).filter((url) => !noModule.has(url)));
  let gzipBytes = 0;
  for (const url of urls) {
    const file = path.join(appDir, ".next", decodeURIComponent(url.replace(/^\/_next\//, "")));
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { files: urls.size, gzipBytes };
}

// The document's size is measured where the studio's meter measures it too.
export { documentSize } from "../lib/perf/lesson-document.mjs";

export const kB = (bytes) => (bytes / 1000).toFixed(1);
