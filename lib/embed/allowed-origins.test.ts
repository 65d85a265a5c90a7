import { describe, expect, it } from "vitest";
import { isOriginAllowed, parseAllowedOrigins, securityHeaders } from "./allowed-origins";

describe("parseAllowedOrigins", () => {
  it("allows no outside origin by default", () => {
    expect(parseAllowedOrigins(undefined)).toEqual({ origins: [], problems: [] });
  });

  it("reads origins separated by spaces or commas, without duplicates", () => {
    expect(parseAllowedOrigins("https://a.edu, https://b.org https://a.edu/").origins).toEqual([
      "https://a.edu",
      "https://b.org",
    ]);
  });

  it("refuses wildcards, paths and other schemes with a message naming the entry", () => {
    const { origins, problems } = parseAllowedOrigins(
      "* https://lms.edu/course javascript:alert(1) http://ok.test:8080",
    );
    expect(origins).toEqual(["http://ok.test:8080"]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('"*"');
  });
});

describe("securityHeaders", () => {
  const csp = (path: string, allowed: string[] = []) => securityHeaders(path, allowed)["Content-Security-Policy"];

  it("lets allowed origins frame the embed routes", () => {
    expect(csp("/embed/error-envelope/match", ["https://lms.edu"])).toContain("frame-ancestors 'self' https://lms.edu");
  });

  it("lets only the site itself frame every other page", () => {
    expect(csp("/lessons/error-envelope", ["https://lms.edu"])).toContain("frame-ancestors 'self'");
    expect(csp("/lessons/error-envelope", ["https://lms.edu"])).not.toContain("lms.edu");
    expect(csp("/embedded-looking-path", ["https://lms.edu"])).not.toContain("lms.edu");
  });

  it("allows eval only in development, where React's debugging aids need it", () => {
    expect(securityHeaders("/", [], false)["Content-Security-Policy"]).not.toContain("'unsafe-eval'");
    expect(securityHeaders("/", [], true)["Content-Security-Policy"]).toContain("'unsafe-eval'");
  });

  it("sends nosniff and a referrer policy", () => {
    expect(securityHeaders("/", [])).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
});

describe("isOriginAllowed", () => {
  it("accepts the site itself and listed origins only", () => {
    expect(isOriginAllowed("https://me.test", [], "https://me.test")).toBe(true);
    expect(isOriginAllowed("https://lms.edu", ["https://lms.edu"], "https://me.test")).toBe(true);
    expect(isOriginAllowed("https://evil.test", ["https://lms.edu"], "https://me.test")).toBe(false);
  });
});
