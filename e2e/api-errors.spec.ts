import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { ACTIVITIES } from "@/lib/exercise-kinds/registry";
import { publicFilePaths } from "@/lib/http/public-files";
import { DIST_DIR } from "../scripts/dist-dir.mjs";
import { expect, test } from "./fixtures";

// Against the production build: what an attacker's odd URLs and methods get back.

/** Each widget's embed route (app/embed/[slug]/<widget>/). */
const EMBED_WIDGETS = readdirSync(path.join(process.cwd(), "app", "embed", "[slug]"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

for (const url of [
  ...ACTIVITIES.map((activity) => `/api/lessons/%zz/${activity}`),
  "/lessons/%zz",
  "/embed/%zz",
  "/embed/error-envelope/%zz",
  ...EMBED_WIDGETS.map((widget) => `/embed/%zz/${widget}`),
  "/preview/%zz",
]) {
  test(`a malformed percent-escape in ${url} is a 400 with the security headers`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(400);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // The instructor preview, like every page the instructor key opens, sends no Referer at all.
    expect(headers["referrer-policy"]).toBe(
      url.startsWith("/preview/") ? "no-referrer" : "strict-origin-when-cross-origin",
    );
    if (url.startsWith("/api/")) expect((await response.json()).error.message).toMatch(/percent-escape/);
    else expect(await response.text()).toContain("Bad address");
  });
}

test("an unknown API path answers JSON 404", async ({ request }) => {
  for (const url of ["/api", "/api/nope", "/api/lessons/error-envelope", "/api/lessons/error-envelope/essay"]) {
    const response = await request.post(url, { data: {} });
    expect(response.status(), url).toBe(404);
    expect((await response.json()).error.message).toMatch(/no API at/);
  }
});

test("a wrong method on an API route answers JSON 405 with Allow", async ({ request }) => {
  for (const activity of ACTIVITIES) {
    const url = `/api/lessons/error-envelope/${activity}`;
    const response = await request.get(url);
    expect(response.status(), url).toBe(405);
    expect(response.headers().allow).toBe("POST");
    expect((await response.json()).error.message).toBe("This endpoint takes POST requests only.");
  }
  const health = await request.delete("/api/health");
  expect(health.status()).toBe(405);
  expect(health.headers().allow).toBe("GET, HEAD");
});

/** What every refusal carries, as the pages and API answers do (lib/embed/allowed-origins.ts). */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["content-security-policy"], what).toContain("frame-ancestors");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBeTruthy();
}

test("a method other than GET or HEAD on a file is a 405 with Allow and the security headers", async ({ request }) => {
  const chunk = readdirSync(path.join(DIST_DIR, "static", "chunks")).find((name) => name.endsWith(".js"));
  const files = [...publicFilePaths(path.join(process.cwd(), "public")), `/_next/static/chunks/${chunk}`];
  expect(files).toEqual(expect.arrayContaining(["/embed.js", "/sql-wasm.wasm"]));
  for (const file of files) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = await request.fetch(file, { method, data: method === "POST" ? "x" : undefined });
      expect(response.status(), `${method} ${file}`).toBe(405);
      expect(response.headers().allow, `${method} ${file}`).toBe("GET, HEAD");
      expectSecurityHeaders(response.headers(), `${method} ${file}`);
    }
    expect((await request.get(file)).status(), file).toBe(200);
  }
});

// The one 5xx the app cannot prevent (docs/deploy.md, docs/security.md): Next builds a fetch
// Request for the proxy before any of the app's code runs, and fetch refuses the method. A
// deployment's reverse proxy refuses TRACE; should Next answer it itself one day, this fails
// and the docs can drop the limit.
test("TRACE is answered 500 by Next's own server on every path, before the app sees it: the documented limit", async ({
  request,
}) => {
  for (const url of ["/", "/api/health", "/api/lessons/error-envelope/match", "/embed.js", "/no-such-page"]) {
    const response = await request.fetch(url, { method: "TRACE" });
    expect(response.status(), url).toBe(500);
  }
});

test("a multipart body is a 415, on a page as on an API, whatever it holds", async ({ request }) => {
  for (const url of ["/", "/lessons/error-envelope", "/api/lessons/error-envelope/match"]) {
    const response = await request.post(url, {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      data: "--x\r\nnot a form",
    });
    expect(response.status(), url).toBe(415);
    expectSecurityHeaders(response.headers(), url);
  }
});

/**
 * Sends the head of a POST declaring `declared` bytes, and a few of them, then waits: a
 * server that refuses by the declared length answers now; one that reads first would
 * wait for bytes that never come.
 */
function answerToDeclaredBody(base: string, url: string, declared: number, type: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let head = "";
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error(`${url}: no answer in 20 s to a body declared as ${declared} bytes`));
    });
    socket.on("data", (chunk) => {
      head += chunk;
      if (head.includes("\r\n")) {
        socket.destroy();
        resolve(head.split("\r\n")[0] ?? "");
      }
    });
    socket.on("error", reject);
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${type}\r\nContent-Length: ${declared}\r\n\r\n{"a":`,
    );
  });
}

test("a body declared larger than its endpoint's cap is refused with 413 before the server reads it", async ({
  baseURL,
}) => {
  const json = "application/json";
  const form = "application/x-www-form-urlencoded";
  for (const [url, type] of [
    ...ACTIVITIES.map((activity) => [`/api/lessons/error-envelope/${activity}`, json] as const),
    ["/api/lti/launch", form],
    ["/api/lti/login", form],
    ["/api/lti/deep-linking", form],
  ]) {
    expect(await answerToDeclaredBody(baseURL ?? "", url, 1_000_000_000, type), url).toMatch(/^HTTP\/1\.1 413 /);
  }
});
