import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { bytesOnTheWire } from "./bytes-on-the-wire.mjs";

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
