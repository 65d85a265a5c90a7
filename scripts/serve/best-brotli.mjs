// Brotli at its best quality for bodies the server sends again and again.
//
// A prerendered lesson page goes out byte for byte the same to every reader, and so does a
// page rendered per request for the same address. Brotli at quality 11 makes such a page
// 15-18% smaller than at quality 4 (the `compression` package's default), which is what
// keeps a lesson page under the first round trip of a slow phone link; but it costs about
// 100 ms of CPU for a 100 kB page, far too much per request. So the result is kept, keyed
// by the SHA-256 of the text: a body's first two sendings go out at a fast quality, the
// second one also queues the slow compression, done off the main thread and one at a
// time, and every later sending of the same text takes the kept result. A body seen only
// once (a page with something personal in it) never costs the slow compression at all,
// and the queue is short, so no stream of requests can make it a backlog.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import Negotiator from "negotiator";
import { createByteLru } from "./byte-lru.mjs";

const compress = promisify(brotliCompress);
const withQuality = (body, quality) =>
  compress(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/** Quality for a body's first sendings: about as fast as the `compression` package's 4, and 5-8% smaller. */
export const FAST_QUALITY = 5;
/** Below this a body goes out as it is, as `compression` does (its default threshold). */
export const SMALLEST_COMPRESSED = 1024;
/** How many bodies may wait for the slow compression; one more is not queued (a later sending queues it again). */
export const QUEUE_LENGTH = 32;

/**
 * A compressor that remembers: `compressed(body)` resolves to the brotli text of `body`,
 * the kept quality-11 one when there is one. Keeps at most `maxBytes` of results, and as
 * many addresses of bodies seen once.
 */
export function createBestBrotli({ maxBytes }) {
  const best = createByteLru(maxBytes);
  const seen = createByteLru(Math.max(1, Math.floor(maxBytes / 256))); // 32 bytes a key, so many keys
  const queue = new Map(); // key -> body, in order
  let working = null; // the slow compression under way, if any: one at a time
  const work = () => {
    if (working || queue.size === 0) return;
    const [key, body] = queue.entries().next().value;
    working = withQuality(body, constants.BROTLI_MAX_QUALITY)
      .then((result) => best.set(key, result))
      .catch(() => {}) // the fast result serves until another sending queues it again
      .finally(() => {
        queue.delete(key);
        working = null;
        work();
      });
  };
  return {
    async compressed(body) {
      const key = createHash("sha256").update(body).digest("base64url");
      const kept = best.get(key);
      if (kept) return kept;
      if (!seen.get(key)) seen.set(key, Buffer.alloc(32));
      else if (queue.size < QUEUE_LENGTH) {
        queue.set(key, body);
        work();
      }
      return withQuality(body, FAST_QUALITY);
    },
    /** Resolves once the queue is empty (for tests). */
    async settled() {
      while (working) await working;
    },
  };
}

/** Whether the request takes brotli, as `compression` would decide it (q-values, "*", identity). */
export function takesBrotli(req) {
  return new Negotiator(req).encoding(["br", "gzip", "deflate", "identity"], ["br"]) === "br";
}

/**
 * Sends `body` uncompressed, its length said before `end`: the `compression` wrapper sends
 * the headers first, and a response without a length then goes out chunked, a HEAD
 * without one at all. When `compression` gzips the body itself, it drops the header.
 */
function asItIs(res, body, end) {
  if (!res.headersSent) res.setHeader("Content-Length", body.length);
  return end(body);
}

/**
 * Sends `body` (a Buffer) with `end`, the response's own end, compressed with `bestBrotli`
 * when the request takes brotli and the response is worth compressing; otherwise as it is.
 */
export async function sendWhole(req, res, body, end, bestBrotli) {
  if (
    req.method === "HEAD" ||
    body.length < SMALLEST_COMPRESSED ||
    res.getHeader("content-encoding") !== undefined ||
    /\bno-transform\b/.test(String(res.getHeader("cache-control") ?? "")) ||
    !takesBrotli(req)
  ) {
    return asItIs(res, body, end);
  }
  let out;
  try {
    out = await bestBrotli.compressed(body);
  } catch {
    return asItIs(res, body, end);
  }
  if (res.headersSent) return end(body); // cannot happen before end, but never send br unannounced
  res.setHeader("Content-Encoding", "br");
  res.setHeader("Content-Length", out.length);
  const vary = String(res.getHeader("vary") ?? "");
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  return end(out);
}
