/**
 * The stand-in platform over HTTP, for end-to-end tests in a browser: a node:http
 * server on 127.0.0.1 only (never another interface) that hands each request to the
 * platform's Request -> Response handler. Its issuer is its own http://127.0.0.1:<port>.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from "./platform";

const MAX_BODY_BYTES = 2 * 1024 * 1024;

export async function startTestPlatformServer(options: Omit<TestPlatformOptions, "issuer">, port = 0) {
  let platform: TestPlatform | null = null;
  const server = createServer((req, res) => {
    void serve(req, res, platform).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(`test platform failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platform = await createTestPlatform({ ...options, issuer });
  // A browser's keep-alive socket, or a request it left open, must not hold the close.
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return { platform, issuer, close };
}

async function serve(req: IncomingMessage, res: ServerResponse, platform: TestPlatform | null): Promise<void> {
  if (!platform) return void res.writeHead(503).end("starting");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return void res.writeHead(413).end("too large");
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const method = req.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? null : Buffer.concat(chunks);
  const response = await platform.handle(
    new Request(new URL(req.url ?? "/", platform.issuer), { method, headers, body }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
