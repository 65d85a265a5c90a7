#!/usr/bin/env node
// The production server: Next's request handler behind node:http, so that each page's
// start-up scripts run after its first paint (serve/boot-after-paint.mjs). Everything
// else (routes, the proxy, instrumentation, prerendered pages) is Next's own; compression
// moves here from Next (next.config.mjs sets `compress: false`) because the page must be
// rewritten before it is compressed.
// Usage: node scripts/serve.mjs [-p PORT] [-H HOST]   (PORT in the environment works too;
// HOSTNAME does not, since many shells export the machine's name in it)
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import compression from "compression";
import next from "next";
import { deferStartUpScripts } from "./serve/boot-after-paint.mjs";
import { rewriteHtml } from "./serve/html-rewriter.mjs";

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

// Next is prepared only once the port is bound: preparing runs instrumentation.ts, whose
// warm-up requests come back to this server and must find it listening (prepared first,
// the bench's first grading after start took 1.5-1.9 s in 3 of 5 starts; listening first,
// 96-127 ms in 3 of 3). Requests that arrive while Next prepares wait for it.
let prepared = new Promise(() => {});
const server = createServer((req, res) => {
  prepared.then(
    () =>
      compress(req, res, () => {
        rewriteHtml(res, deferStartUpScripts);
        handle(req, res);
      }),
    () => {
      res.statusCode = 503;
      res.end("The server could not start; see its log.");
    },
  );
});
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
