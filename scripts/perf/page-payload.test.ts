import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { payloadAddress, payloadMarker } from "../serve/rsc-payload-file.mjs";
import { bytesOnTheWire, payloadOf } from "./page-payload.mjs";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers every path from `routes`, 404 otherwise; returns its base address. */
async function serve(routes: Record<string, { body: Buffer; headers?: Record<string, string> }>) {
  const server = createServer((req, res) => {
    const route = routes[req.url ?? ""];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, route.headers ?? {}).end(route.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("payloadAddress", () => {
  it("reads the address from the marker the server writes, and nothing from a page without one", () => {
    expect(payloadAddress(`<p>x</p>${payloadMarker("/_boot/abc.js")}</body>`)).toBe("/_boot/abc.js");
    expect(payloadAddress('<p>x</p><script>self.__next_f.push([1,"a"])</script>')).toBeUndefined();
  });
});

describe("payloadOf", () => {
  it("fetches the file a page names, and gives no text for a page that names none", async () => {
    const base = await serve({ "/_boot/abc.js": { body: Buffer.from('self.__next_f.push([1,"a"]);\n') } });
    expect(await payloadOf(`${base}/lessons/x`, payloadMarker("/_boot/abc.js"))).toBe('self.__next_f.push([1,"a"]);\n');
    expect(await payloadOf(`${base}/lessons/x`, "<p>no payload</p>")).toBe("");
  });

  it("fails, naming the file, when the file is not there", async () => {
    const base = await serve({});
    await expect(payloadOf(base, payloadMarker("/_boot/gone.js"))).rejects.toThrow("/_boot/gone.js: 404");
  });
});

describe("bytesOnTheWire", () => {
  it("counts the body as sent, compressed, not as decoded, and the status line and headers", async () => {
    const text = "<p>words</p>".repeat(500);
    const body = brotliCompressSync(text);
    const base = await serve({ "/": { body, headers: { "Content-Encoding": "br", "Content-Type": "text/html" } } });
    const bytes = await bytesOnTheWire(`${base}/`);
    expect(bytes.body).toBe(body.length);
    expect(bytes.body).toBeLessThan(text.length);
    // The status line and at least the two headers set above, each with ": " and CRLF.
    expect(bytes.head).toBeGreaterThan(
      "HTTP/1.1 200 OK\r\n".length + "Content-Encoding: br\r\n".length + "Content-Type: text/html\r\n".length,
    );
    expect(bytes.total).toBe(bytes.body + bytes.head);
  });
});
