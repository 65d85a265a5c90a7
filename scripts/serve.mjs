#!/usr/bin/env node
// The production server: Next's request handler behind node:http, so that each page's
// start-up scripts run after its first paint (serve/boot-after-paint.mjs), its RSC payload
// and the part of the stylesheet it does not use go out as files of their own
// (serve/rsc-payload-file.mjs, serve/critical-css.mjs), the framework's start-up chunks
// carry Chrome's hint to compile them as they load (serve/compile-hints.mjs), and a page
// sent again and again is compressed once, at brotli's best (serve/best-brotli.mjs).
// Everything else (routes, the proxy, instrumentation, prerendered pages) is Next's own;
// compression moves here from Next (next.config.mjs sets `compress: false`) because the
// page must be rewritten before it is compressed.
// Usage: node scripts/serve.mjs [-p PORT] [-H HOST]   (PORT in the environment works too;
// HOSTNAME does not, since many shells export the machine's name in it)
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import compression from "compression";
import next from "next";
import { DIST_DIR } from "./dist-dir.mjs";
import { createBestBrotli, sendWhole } from "./serve/best-brotli.mjs";
import { deferStartUpScripts } from "./serve/boot-after-paint.mjs";
import { bootFile, SCRIPT_TYPE } from "./serve/boot-files.mjs";
import { createByteLru } from "./serve/byte-lru.mjs";
import { createHintedChunks, startUpChunks } from "./serve/compile-hints.mjs";
import { createCriticalCss } from "./serve/critical-css.mjs";
import { rewriteHtml } from "./serve/html-rewriter.mjs";
import { movePayloadOut } from "./serve/rsc-payload-file.mjs";

function options() {
  try {
    const { values } = parseArgs({
      options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
    });
    const port = values.port ?? (process.env.PORT || "3000");
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
      throw new Error(`the port must be a whole number from 1 to 65535, not "${port}"`);
    }
    return { port: Number(port), hostname: values.hostname ?? "0.0.0.0" };
  } catch (error) {
    console.error(`serve: ${error.message}\nusage: node scripts/serve.mjs [-p PORT] [-H HOST]`);
    process.exit(2);
  }
}

const { port, hostname } = options();
// instrumentation.ts warms the grading endpoints at start and finds the server by PORT,
// which `next start` sets and a custom server must set itself.
process.env.PORT = String(port);
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
const compress = compression();
// What the server keeps of the pages it sends. A page's payload file is 11-77 kB, the
// stylesheet 28 kB and a page's best compression 9-15 kB, so these hold every page of
// many lessons; a page rendered per request for someone in particular makes entries that
// age out.
const bootFiles = createByteLru(64 * 1024 * 1024);
// The whole stylesheet has a store of its own: it is one file per build, and no stream of
// pages may push it out.
const styleFiles = createByteLru(4 * 1024 * 1024);
const bestBrotli = createBestBrotli({ maxBytes: 64 * 1024 * 1024 });
const criticalCss = createCriticalCss(styleFiles);
const startUp = startUpChunks(path.resolve(DIST_DIR));
if (startUp.problem) console.error(`serve: the framework's chunks go out without the compile hint: ${startUp.problem}`);
const hintedChunk = createHintedChunks(startUp.chunks);

// Next is prepared only once the port is bound: preparing runs instrumentation.ts, whose
// warm-up requests come back to this server and must find it listening (prepared first,
// the bench's first grading after start took 1.5-1.9 s in 3 of 5 starts; listening first,
// 96-127 ms in 3 of 3). Requests that arrive while Next prepares wait for it.
let prepared = new Promise(() => {});
const server = createServer((req, res) => {
  // NOTE: Next answers TRACE with a bare 500 on every path (its proxy builds a fetch Request,
  // and fetch refuses the method), and nothing in the app runs before that; refused here.
  if (req.method === "TRACE") {
    res.writeHead(405, {
      allow: "GET, HEAD, POST",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    res.end();
    return;
  }
  prepared.then(
    () =>
      compress(req, res, () => {
        const whole = (body, end) =>
          sendWhole(req, res, body, end, bestBrotli).catch((error) => {
            console.error(`serve: could not send ${req.url}: ${error?.stack ?? error}`);
            res.destroy();
          });
        if (servedHintedChunk(req, res, whole) || servedBootFile(req, res, whole)) return;
        rewriteHtml(res, () => pageRewrite(req, res), { sendWhole: (page, end) => whole(withCriticalCss(page), end) });
        handle(req, res);
      }),
    () => {
      res.statusCode = 503;
      res.end("The server could not start; see its log.");
    },
  );
});
/**
 * One page's rewrite: its start-up scripts become markers, and its payload a file, unless
 * the page may be someone's own. A payload file is fetched without the request's cookies
 * or query being checked again, and kept in the browser's cache, so a page asked for with
 * credentials (a cookie, an Authorization header, a key in the query: the instructor's
 * and the studio's pages carry theirs in the payload) keeps its payload inline, and so
 * does any answer but 200, which would let made-up addresses fill the store.
 */
function pageRewrite(req, res) {
  const deferScripts = deferStartUpScripts();
  const anyones =
    res.statusCode === 200 && !req.headers.cookie && !req.headers.authorization && !(req.url ?? "").includes("?");
  if (!anyones) return (text) => deferScripts(text);
  const movePayload = movePayloadOut(bootFiles);
  return (text, last) => movePayload(deferScripts(text), last);
}

/** The page with its stylesheet cut to its own rules, or as it is should that fail: a page is never lost to it. */
function withCriticalCss(page) {
  try {
    return Buffer.from(criticalCss(page.toString()));
  } catch (error) {
    console.error(`serve: sent a page with its whole stylesheet: ${error?.stack ?? error}`);
    return page;
  }
}

/** Answers a request for one of the framework's start-up chunks with the compile hint first (serve/compile-hints.mjs); true when answered. */
function servedHintedChunk(req, res, whole) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const chunk = hintedChunk((req.url ?? "").split("?")[0]);
  if (chunk === undefined) return false;
  // Cached as Next caches its own static files, which are named by their content.
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.setHeader("ETag", chunk.etag);
  if (notModified(req, chunk.etag)) {
    res.writeHead(304);
    res.end();
    return true;
  }
  res.setHeader("Content-Type", SCRIPT_TYPE);
  res.setHeader("X-Content-Type-Options", "nosniff");
  whole(chunk.body, (sent) => res.end(sent));
  return true;
}

/** Whether the request already holds the chunk with this entity tag (If-None-Match compares weakly; "*" is any). */
function notModified(req, etag) {
  const header = String(req.headers["if-none-match"] ?? "").trim();
  const strong = (tag) => tag.trim().replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => strong(tag) === strong(etag));
}

/** Answers a request for a boot file (serve/boot-files.mjs), if that is what it is; true when answered. */
function servedBootFile(req, res, whole) {
  // Only the path is looked at; an address that is not one (Next answers it) is no boot file.
  const pathname = (req.url ?? "").split("?")[0];
  const file = bootFile(pathname, pathname.endsWith(".css") ? styleFiles : bootFiles);
  if (file === undefined) return false;
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("This file can only be fetched.");
  } else if (file === null) {
    // The loader asks for the page again, which files it anew (serve/boot-after-paint.mjs).
    res.writeHead(404, { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });
    res.end("This file is no longer here; load the page again.");
  } else {
    // Named by its own SHA-256, so it never changes. Only pages anyone may see are filed
    // (pageRewrite); private all the same, so no shared cache keeps what a bug let through.
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", "private, max-age=31536000, immutable");
    whole(file.body, (body) => res.end(body));
  }
  return true;
}

await new Promise((resolve) => server.listen(port, hostname, resolve));
console.log(`serve: listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
prepared = app.prepare();
prepared.then(
  () => console.log("serve: ready"),
  (error) => {
    console.error(`serve: Next could not start: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
