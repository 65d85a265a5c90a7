import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HOLD_MS, rewriteHtml, safeCut } from "./html-rewriter.mjs";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves one response written by `send` through a rewriter that marks each <script> it sees whole; returns what a client receives. */
async function receive(send: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    rewriteHtml(res, () => (text) => text.replace(/<script>([^<]*)<\/script>/g, "<script>[$1]</script>"));
    send(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { body: await response.text(), length: response.headers.get("content-length") };
}

const page =
  "<!DOCTYPE html><html><head><title>é</title><script>a()</script></head><body><p>text</p><script>b()</script></body></html>";
const rewritten = page
  .replace("<script>a()</script>", "<script>[a()]</script>")
  .replace("<script>b()</script>", "<script>[b()]</script>");

describe("rewriteHtmlHead", () => {
  it("rewrites a page sent in one piece and drops its now wrong Content-Length", async () => {
    const got = await receive((res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-length", Buffer.byteLength(page));
      res.end(page);
    });
    expect(got.body).toBe(rewritten);
    expect(got.length).toBeNull();
  });

  it("rewrites a streamed page whose script elements, tags and a two-byte letter are split across writes", async () => {
    const bytes = Buffer.from(page);
    const cuts = [
      bytes.indexOf("é") + 1,
      bytes.indexOf("a()"),
      bytes.indexOf("</script>") + 4,
      bytes.indexOf("<p>") + 2,
      bytes.indexOf("b()") + 1,
    ];
    const got = await receive((res) => {
      res.setHeader("content-type", "text/html");
      let from = 0;
      for (const cut of cuts) {
        res.write(bytes.subarray(from, cut));
        from = cut;
      }
      res.end(bytes.subarray(from));
    });
    expect(got.body).toBe(rewritten);
  });

  it("rewrites a streamed page whose headers were flushed before its first write, as Next does", async () => {
    const got = await receive((res) => {
      res.setHeader("content-type", "text/html");
      res.flushHeaders();
      res.write(page.slice(0, 20));
      res.end(page.slice(20));
    });
    expect(got.body).toBe(rewritten);
  });

  it("passes a response that is not HTML through untouched, Content-Length and all", async () => {
    const json = '{"head":"<head></head>"}';
    const got = await receive((res) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("content-length", Buffer.byteLength(json));
      res.end(json);
    });
    expect(got).toEqual({ body: json, length: String(Buffer.byteLength(json)) });
  });

  it("sends HTML with nothing to rewrite as it is, across writes", async () => {
    const fragment = "<p>nothing to rewrite</p>";
    const got = await receive((res) => {
      res.setHeader("content-type", "text/html");
      res.write(fragment.slice(0, 5));
      res.end(fragment.slice(5));
    });
    expect(got.body).toBe(fragment);
  });

  it("cuts text only before an unclosed script element or an unclosed tag", () => {
    expect(safeCut("<p>a</p><script>x(")).toBe(8);
    expect(safeCut("<p>a</p><script>x()</scr")).toBe(8);
    expect(safeCut("<p>a</p><scr")).toBe(8);
    expect(safeCut("<p>a</p><script>x()</script><p>b")).toBe(32);
  });
});

/**
 * Serves one response written by `send` through a rewriter that records each call's `last`
 * and a `sendWhole` that marks what it is handed; returns what a client receives and the
 * calls seen.
 */
async function receiveHeld(send: (res: ServerResponse) => void, options: { holdMs?: number; holdBytes?: number } = {}) {
  const lasts: boolean[] = [];
  const wholes: string[] = [];
  const server = createServer((_req, res) => {
    rewriteHtml(
      res,
      () => (text, last) => {
        lasts.push(last);
        return text.replace(/<script>([^<]*)<\/script>/g, "<script>[$1]</script>");
      },
      {
        ...options,
        sendWhole: (body, end) => {
          wholes.push(body.toString());
          end(Buffer.from(`${body.toString()}<!--whole-->`));
        },
      },
    );
    send(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { body: await response.text(), lasts, wholes };
}

describe("rewriteHtml with sendWhole", () => {
  it("hands a page sent in one piece to sendWhole, rewritten, with `last` set on its one piece", async () => {
    const got = await receiveHeld((res) => {
      res.setHeader("content-type", "text/html");
      res.end(page);
    });
    expect(got.wholes).toEqual([rewritten]);
    expect(got.body).toBe(`${rewritten}<!--whole-->`);
    expect(got.lasts).toEqual([true]);
  });

  it("holds back a page streamed in pieces, headers flushed first, and hands it to sendWhole whole once it ends", async () => {
    const got = await receiveHeld((res) => {
      res.setHeader("content-type", "text/html");
      res.flushHeaders();
      res.write(page.slice(0, 30));
      res.write(page.slice(30, 70));
      res.end(page.slice(70));
    });
    expect(got.wholes).toEqual([rewritten]);
    expect(got.body).toBe(`${rewritten}<!--whole-->`);
    expect(got.lasts.at(-1)).toBe(true);
    expect(got.lasts.slice(0, -1).every((last) => !last)).toBe(true);
  });

  it(`streams a page that is still coming after holdMs (${HOLD_MS} ms by default) as it comes, without sendWhole`, async () => {
    const got = await receiveHeld(
      (res) => {
        res.setHeader("content-type", "text/html");
        res.write(page.slice(0, 40));
        // Ends only once the held part has gone out, so the page was still coming when it did.
        const wait = setInterval(() => {
          if (res.headersSent) {
            clearInterval(wait);
            res.end(page.slice(40));
          }
        }, 1);
      },
      { holdMs: 1 },
    );
    expect(got.wholes).toEqual([]);
    expect(got.body).toBe(rewritten);
  });

  it("streams a page once more than holdBytes of it is held", async () => {
    const got = await receiveHeld(
      (res) => {
        res.setHeader("content-type", "text/html");
        res.write(page.slice(0, 40));
        res.end(page.slice(40));
      },
      { holdBytes: 10 },
    );
    expect(got.wholes).toEqual([]);
    expect(got.body).toBe(rewritten);
  });
});
