import { readdirSync } from "node:fs";
import path from "node:path";
import { ACTIVITIES } from "@/lib/score-token/payload";
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
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
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
