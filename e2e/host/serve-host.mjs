// A stand-in course site for the embedding tests, on other origins than the app:
// the first port is allowed to frame Envelope Lab, the second is not.
// Usage: node e2e/host/serve-host.mjs <appOrigin> <allowedPort> <foreignPort>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [appOrigin, allowedPort, foreignPort] = process.argv.slice(2);
const page = readFileSync(new URL("./host.html", import.meta.url), "utf8");
const meddler = readFileSync(new URL("./meddler.html", import.meta.url), "utf8");

function handle(request, response) {
  const url = new URL(request.url, "http://host");
  if (url.pathname === "/health") return response.end("ok");
  if (url.pathname === "/favicon.ico") {
    response.statusCode = 204;
    return response.end();
  }
  if (url.pathname === "/host.html") {
    response.setHeader("content-type", "text/html; charset=utf-8");
    return response.end(page.replaceAll("__APP__", appOrigin).replaceAll("__FOREIGN_PORT__", foreignPort));
  }
  if (url.pathname === "/meddler.html") {
    // Lives on the foreign origin, inside the host page: it tries to talk to the embed.
    response.setHeader("content-type", "text/html; charset=utf-8");
    return response.end(meddler);
  }
  response.statusCode = 404;
  response.end("not found");
}

createServer(handle).listen(Number(allowedPort), "127.0.0.1");
createServer(handle).listen(Number(foreignPort), "127.0.0.1");
