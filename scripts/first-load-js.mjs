// Measures a built page's first-load JavaScript: the gzip size of every
// /_next/static/**.js file that the page's prerendered HTML references, except
// the noModule polyfills, which modern browsers never download.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Returns { files, gzipBytes } for one prerendered HTML file of a Next build in `appDir`. */
export function firstLoadJs(appDir, htmlFile) {
  const html = readFileSync(path.join(appDir, ".next", "server", "app", htmlFile), "utf8");
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((match) => match[1]),
  );
  const urls = new Set((html.match(/\/_next\/static\/[^"'\s)]+?\.js/g) ?? []).filter((url) => !noModule.has(url)));
  let gzipBytes = 0;
  for (const url of urls) {
    const file = path.join(appDir, ".next", decodeURIComponent(url.replace(/^\/_next\//, "")));
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { files: urls.size, gzipBytes };
}

export const kB = (bytes) => (bytes / 1000).toFixed(1);
