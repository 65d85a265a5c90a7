import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BestBrotli,
  createBestBrotli,
  FAST_QUALITY,
  QUEUE_LENGTH,
  SMALLEST_COMPRESSED,
  sendWhole,
  takesBrotli,
} from "./best-brotli.mjs";

/** About `bytes` of text that reads like a page, different for each `seed`; brotli makes it smaller at 11 than at 5. */
function page(seed: number, bytes = 6000) {
  let state = seed + 1;
  const words: string[] = [`<!-- page ${seed} -->`];
  for (let length = 0; length < bytes; length += words.at(-1)?.length ?? 0) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    words.push(`<p class="w${state % 97}">word${state % 613}</p> `);
  }
  return Buffer.from(words.join("").slice(0, bytes));
}

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
const fast = (body: Buffer) => brotli(body, FAST_QUALITY);
const best = (body: Buffer) => brotli(body, constants.BROTLI_MAX_QUALITY);

describe("the test's own bodies", () => {
  it("come out different at FAST_QUALITY and at 11, so the two can be told apart", () => {
    for (const seed of [0, 1, 2]) expect(best(page(seed)).length).toBeLessThan(fast(page(seed)).length);
  });
});

describe("createBestBrotli", () => {
  it("sends a body's first two sendings at FAST_QUALITY and, once the slow compression has settled, the third at 11", async () => {
    const bestBrotli = createBestBrotli({ maxBytes: 1 << 24 });
    const body = page(0);
    const first = await bestBrotli.compressed(body);
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    // As long as brotli at FAST_QUALITY without the size hint makes it: the hint only helps the encoder plan.
    expect(first.length).toBe(
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: FAST_QUALITY } }).length,
    );
    expect(first.equals(fast(body))).toBe(true);
    expect((await bestBrotli.compressed(body)).equals(fast(body))).toBe(true);
    await bestBrotli.settled();
    const third = await bestBrotli.compressed(body);
    expect(third.equals(best(body))).toBe(true);
    expect(brotliDecompressSync(third).equals(body)).toBe(true);
  });

  it("never compresses a body sent only once at 11: after settling, its second sending is still the fast one", async () => {
    const bestBrotli = createBestBrotli({ maxBytes: 1 << 24 });
    const body = page(1);
    await bestBrotli.compressed(body);
    await bestBrotli.settled();
    expect((await bestBrotli.compressed(body)).equals(fast(body))).toBe(true);
    // That second sending queued it.
    await bestBrotli.settled();
    expect((await bestBrotli.compressed(body)).equals(best(body))).toBe(true);
  });

  it(`lets at most QUEUE_LENGTH (${QUEUE_LENGTH}) bodies wait; one more is queued only by a later sending`, async () => {
    const bestBrotli = createBestBrotli({ maxBytes: 1 << 24 });
    const bodies = Array.from({ length: QUEUE_LENGTH + 1 }, (_, i) => page(100 + i, 2000));
    await Promise.all(bodies.map((body) => bestBrotli.compressed(body)));
    // All second sendings at once, so none of the slow compressions is done before the last is asked for.
    await Promise.all(bodies.map((body) => bestBrotli.compressed(body)));
    await bestBrotli.settled();
    const thirds = await Promise.all(bodies.map((body) => bestBrotli.compressed(body)));
    thirds.slice(0, QUEUE_LENGTH).forEach((third, i) => {
      expect(third.equals(best(bodies[i] ?? Buffer.alloc(0))), `body ${i}`).toBe(true);
    });
    const last = bodies[QUEUE_LENGTH] ?? Buffer.alloc(0);
    expect(thirds[QUEUE_LENGTH]?.equals(fast(last))).toBe(true);
    await bestBrotli.settled();
    expect((await bestBrotli.compressed(last)).equals(best(last))).toBe(true);
  });

  it("settles at once when nothing is queued", async () => {
    await expect(createBestBrotli({ maxBytes: 1 << 20 }).settled()).resolves.toBeUndefined();
  });
});

const requestWith = (headers: IncomingHttpHeaders) => ({ headers }) as IncomingMessage;

describe("takesBrotli", () => {
  it("takes brotli when the request lists br", () => {
    expect(takesBrotli(requestWith({ "accept-encoding": "gzip, deflate, br" }))).toBe(true);
    expect(takesBrotli(requestWith({ "accept-encoding": "br" }))).toBe(true);
  });

  it("does not when the request lists no br, refuses it with q=0, prefers another, or has no Accept-Encoding", () => {
    expect(takesBrotli(requestWith({ "accept-encoding": "gzip" }))).toBe(false);
    expect(takesBrotli(requestWith({ "accept-encoding": "br;q=0, gzip" }))).toBe(false);
    expect(takesBrotli(requestWith({ "accept-encoding": "br;q=0.1, gzip" }))).toBe(false);
    expect(takesBrotli(requestWith({ "accept-encoding": "identity" }))).toBe(false);
    expect(takesBrotli(requestWith({}))).toBe(false);
  });

  it('takes brotli for "*", as negotiator 0.6 decides: "*" matches br at q=1 and br is the preferred encoding', () => {
    expect(takesBrotli(requestWith({ "accept-encoding": "*" }))).toBe(true);
    expect(takesBrotli(requestWith({ "accept-encoding": "gzip, *" }))).toBe(true);
    expect(takesBrotli(requestWith({ "accept-encoding": "*;q=0" }))).toBe(false);
    expect(takesBrotli(requestWith({ "accept-encoding": "*, br;q=0" }))).toBe(false);
  });
});

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * Serves `body` through sendWhole after `prepare` has set the response's headers; returns
 * the headers and the raw bytes a client with `acceptEncoding` receives (node:http, which
 * does not decompress, unlike fetch), the Buffer sendWhole handed to `end`, and
 * the Content-Length the response had then.
 */
async function exchange({
  body,
  acceptEncoding,
  method = "GET",
  prepare = () => {},
  bestBrotli = createBestBrotli({ maxBytes: 1 << 24 }),
}: {
  body: Buffer;
  acceptEncoding?: string;
  method?: string;
  prepare?: (res: ServerResponse) => void;
  bestBrotli?: BestBrotli;
}) {
  let handed: Buffer | undefined;
  let lengthAtEnd: unknown;
  const server = createServer((req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    prepare(res);
    void sendWhole(
      req,
      res,
      body,
      (out) => {
        handed = out;
        // What sendWhole set itself: Node would fill Content-Length in for res.end(out) anyway.
        lengthAtEnd = res.getHeader("content-length");
        res.end(out);
      },
      bestBrotli,
    );
  });
  const { headers, raw } = await ask(server, method, acceptEncoding);
  return { headers, raw, handed, lengthAtEnd };
}

/**
 * Starts `server` on a free port and sends it one request; resolves to the headers and
 * the raw bytes received (node:http, which does not decompress, unlike fetch).
 */
async function ask(server: Server, method: string, acceptEncoding?: string) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** How often Accept-Encoding is named in a Vary header. */
const accepts = (vary: string | undefined) =>
  (vary ?? "").split(",").filter((name) => name.trim().toLowerCase() === "accept-encoding").length;

describe("sendWhole", () => {
  const body = page(7);

  it("sends brotli to a client that takes it: Content-Encoding br, its Content-Length, Vary: Accept-Encoding", async () => {
    const got = await exchange({ body, acceptEncoding: "gzip, deflate, br" });
    expect(got.headers["content-encoding"]).toBe("br");
    expect(got.headers["content-length"]).toBe(String(got.raw.length));
    expect(got.lengthAtEnd).toBe(got.raw.length);
    expect(got.raw.length).toBeLessThan(body.length);
    expect(got.handed?.equals(got.raw)).toBe(true);
    expect(brotliDecompressSync(got.raw).equals(body)).toBe(true);
    expect(got.headers.vary).toBe("Accept-Encoding");
  });

  it("adds Accept-Encoding to Vary once: after other names, and not again when Vary has it already", async () => {
    const cases = [
      ["rsc", "rsc, Accept-Encoding"],
      ["rsc, Accept-Encoding", "rsc, Accept-Encoding"],
      ["Accept-Encoding, rsc", "Accept-Encoding, rsc"],
      ["rsc,accept-encoding", "rsc,accept-encoding"],
    ];
    for (const [before, after] of cases) {
      const got = await exchange({ body, acceptEncoding: "br", prepare: (res) => res.setHeader("Vary", before ?? "") });
      expect(got.headers["content-encoding"]).toBe("br");
      expect(got.headers.vary, before).toBe(after);
      expect(accepts(got.headers.vary), before).toBe(1);
    }
  });

  it(`compresses a body of SMALLEST_COMPRESSED (${SMALLEST_COMPRESSED}) bytes`, async () => {
    const got = await exchange({ body: page(8, SMALLEST_COMPRESSED), acceptEncoding: "br" });
    expect(got.headers["content-encoding"]).toBe("br");
  });

  const unchanged: [string, Parameters<typeof exchange>[0]][] = [
    ["a HEAD request", { body, acceptEncoding: "br", method: "HEAD" }],
    ["a body under SMALLEST_COMPRESSED", { body: page(8, SMALLEST_COMPRESSED - 1), acceptEncoding: "br" }],
    [
      "a response with Cache-Control: no-transform",
      { body, acceptEncoding: "br", prepare: (res) => res.setHeader("Cache-Control", "public, no-transform") },
    ],
    [
      "a response that already has a Content-Encoding",
      { body, acceptEncoding: "br", prepare: (res) => res.setHeader("Content-Encoding", "gzip") },
    ],
    ["a client without br", { body, acceptEncoding: "gzip, deflate" }],
    ["a client with no Accept-Encoding", { body }],
    [
      "a compressor that fails",
      {
        body,
        acceptEncoding: "br",
        bestBrotli: { compressed: () => Promise.reject(new Error("no")), settled: async () => {} },
      },
    ],
  ];
  for (const [what, options] of unchanged) {
    it(`sends the body as it is for ${what}`, async () => {
      const got = await exchange(options);
      expect(got.handed).toBe(options.body);
      expect(got.lengthAtEnd).toBe(options.body.length);
      expect(got.headers["content-length"]).toBe(String(options.body.length));
      expect(got.headers["content-encoding"]).not.toBe("br");
      expect(accepts(got.headers.vary)).toBe(0);
      if (options.method !== "HEAD") expect(got.raw.equals(options.body)).toBe(true);
    });
  }

  it("keeps the Content-Encoding a response already has", async () => {
    const got = await exchange({
      body,
      acceptEncoding: "br",
      prepare: (res) => res.setHeader("Content-Encoding", "gzip"),
    });
    expect(got.headers["content-encoding"]).toBe("gzip");
  });
});

describe("sendWhole behind the compression middleware, as scripts/serve.mjs runs it", () => {
  const body = page(9);
  /** One request through compression() then sendWhole; the headers and bytes the client receives. */
  async function through(method: string, acceptEncoding?: string) {
    const compress = compression();
    const server = createServer((req, res) =>
      compress(req as never, res as never, () => {
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        void sendWhole(req, res, body, (out) => res.end(out), createBestBrotli({ maxBytes: 1 << 24 }));
      }),
    );
    return ask(server, method, acceptEncoding);
  }

  it("says the length of a body sent as it is, on GET and on HEAD, instead of sending it chunked", async () => {
    const get = await through("GET");
    expect(get.headers["content-length"]).toBe(String(body.length));
    expect(get.headers["transfer-encoding"]).toBeUndefined();
    expect(get.raw.equals(body)).toBe(true);
    const head = await through("HEAD");
    expect(head.headers["content-length"]).toBe(String(body.length));
  });

  it("lets the middleware gzip for a client without br, with no length left from the body before", async () => {
    const got = await through("GET", "gzip");
    expect(got.headers["content-encoding"]).toBe("gzip");
    expect(got.headers["content-length"]).not.toBe(String(body.length));
    expect(gunzipSync(got.raw).equals(body)).toBe(true);
  });
});
