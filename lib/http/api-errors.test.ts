import { describe, expect, it } from "vitest";
import { badUrlResponse, hasMalformedEscape, methodNotAllowed, unknownApiPath } from "./api-errors";

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
});
