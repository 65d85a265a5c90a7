import { describe, expect, it } from "vitest";
import { badUrlResponse, earlyRefusal, hasMalformedEscape, methodNotAllowed, unknownApiPath } from "./api-errors";

describe("API error answers", () => {
  it("answers a wrong method with JSON 405 and the allowed methods", async () => {
    const response = methodNotAllowed(["POST"]).GET();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).error.message).toBe("This endpoint takes POST requests only.");
    expect(methodNotAllowed(["GET"]).POST().headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers an unknown API path with JSON 404 naming it", async () => {
    const response = unknownApiPath("/api/nope");
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toMatch(/no API at \/api\/nope/);
  });

  it("spots percent-escapes that do not decode, and only those", () => {
    for (const bad of ["/lessons/%zz", "/api/lessons/%e0%a4/checkpoint", "/embed/%", "/preview/%c3"]) {
      expect(hasMalformedEscape(bad)).toBe(true);
    }
    for (const good of ["/lessons/error-envelope", "/lessons/%41", "/embed/a%20b", "/"]) {
      expect(hasMalformedEscape(good)).toBe(false);
    }
  });

  it("refuses a bad URL with JSON under /api and a page elsewhere", async () => {
    const api = badUrlResponse("/api/lessons/%zz/checkpoint");
    expect(api.status).toBe(400);
    expect((await api.json()).error.message).toMatch(/malformed percent-escape/);
    const page = badUrlResponse("/lessons/%zz");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<h1>Bad address<\/h1>/);
  });

  it("refuses every method but GET and HEAD on a file with 405 and Allow, and lets those through", async () => {
    const files = new Set(["/embed.js"]);
    const refuse = (method: string, pathname: string) => earlyRefusal({ method, pathname, contentType: null }, files);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"]) {
      for (const pathname of ["/embed.js", "/_next/static/chunks/a.js"]) {
        const response = refuse(method, pathname);
        expect(response?.status, `${method} ${pathname}`).toBe(405);
        expect(response?.headers.get("allow")).toBe("GET, HEAD");
      }
    }
    expect(await refuse("POST", "/embed.js")?.text()).toContain("takes GET and HEAD only, not POST");
    for (const [method, pathname] of [
      ["GET", "/embed.js"],
      ["HEAD", "/_next/static/a.js"],
      ["POST", "/api/x"],
      ["POST", "/"],
    ])
      expect(refuse(method as string, pathname as string)).toBeNull();
  });

  it("refuses a multipart body with 415 wherever it is sent, JSON under /api", async () => {
    const refuse = (pathname: string, contentType: string | null) =>
      earlyRefusal({ method: "POST", pathname, contentType }, new Set());
    expect(refuse("/lessons/x", "multipart/form-data; boundary=x")?.status).toBe(415);
    const api = refuse("/api/lti/launch", " Multipart/Form-Data");
    expect(api?.status).toBe(415);
    expect((await api?.json())?.error.message).toMatch(/no multipart\/form-data body/);
    expect(refuse("/api/lti/launch", "application/x-www-form-urlencoded")).toBeNull();
  });

  it("refuses a bad URL first, whatever the method or body", () => {
    expect(
      earlyRefusal({ method: "POST", pathname: "/embed.js%zz", contentType: "multipart/form-data" }, new Set())?.status,
    ).toBe(400);
  });
});
