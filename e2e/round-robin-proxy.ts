/**
 * A reverse proxy for the two-replica test (e2e/replicas.spec.ts), as a load balancer
 * without sticky sessions: each request goes to the next upstream in turn, except where
 * the test pins a request to one (so the steps it asserts on cross replicas for certain
 * rather than by luck). Every response names the upstream that answered in `x-upstream`.
 * An upstream that refuses the connection (killed) is skipped for the next one, as a load
 * balancer's health check would; a pinned request is never moved. `busy` counts the
 * requests an upstream has not finished answering, so a test can drain one before it kills it.
 */
import { createServer, type IncomingMessage, request } from "node:http";

export type Upstream = { name: string; port: number };
/** Names the upstream a request must go to, or undefined to take the next in turn. */
export type Pin = (method: string, path: string) => string | undefined;

function forward(from: IncomingMessage, body: Buffer, upstream: Upstream): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = { ...from.headers, "x-forwarded-for": from.socket.remoteAddress ?? "" };
    // NOTE: no keep-alive agent, so a killed upstream leaves no pooled socket behind.
    const out = request(
      { host: "127.0.0.1", port: upstream.port, method: from.method, path: from.url, headers, agent: false },
      resolve,
    );
    // An upstream that takes a connection and never answers gets a 502 with a reason, not a hung test.
    out.setTimeout(UPSTREAM_TIMEOUT_MS, () =>
      out.destroy(new Error(`${upstream.name} sent no answer in ${UPSTREAM_TIMEOUT_MS} ms`)),
    );
    out.on("error", reject);
    out.end(body);
  });
}

const UPSTREAM_TIMEOUT_MS = 60_000;

export async function startRoundRobinProxy(upstreams: readonly Upstream[], port: number) {
  let turn = 0;
  let pin: Pin = () => undefined;
  const busy = new Map<string, number>();
  const count = (name: string, by: number) => busy.set(name, (busy.get(name) ?? 0) + by);
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const pinned = pin(req.method ?? "GET", req.url ?? "/");
    const start = turn++;
    const order = pinned
      ? upstreams.filter((u) => u.name === pinned)
      : upstreams.map((_, i) => upstreams[(start + i) % upstreams.length] as Upstream);
    let failure = "";
    for (const upstream of order) {
      count(upstream.name, 1);
      try {
        const answer = await forward(req, Buffer.concat(chunks), upstream);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": upstream.name });
        // Once, when the answer ends or the client goes away, whichever comes first.
        let open = true;
        const ended = () => {
          if (open) count(upstream.name, -1);
          open = false;
        };
        answer.on("close", ended);
        res.on("close", ended);
        answer.pipe(res);
        return;
      } catch (error) {
        count(upstream.name, -1);
        failure = `: ${upstream.name}: ${(error as Error).message}`;
        if ((error as NodeJS.ErrnoException).code !== "ECONNREFUSED" || pinned) break;
      }
    }
    res.writeHead(502, { "content-type": "text/plain" }).end(`no upstream answered${failure}`);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    /** Pins the requests `rule` names to one upstream (pass () => undefined to unpin). */
    pin: (rule: Pin) => {
      pin = rule;
    },
    /** Requests sent to upstream `name` whose answer has not ended yet. */
    busy: (name: string) => busy.get(name) ?? 0,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
