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
  const csp = (path: string, allowed: string[] = [], platforms: string[] = []) =>
    securityHeaders(path, { embed: allowed, platforms })["Content-Security-Policy"];
  const directive = (policy: string | undefined, name: string) =>
    policy?.split("; ").find((d) => d.startsWith(`${name} `));

  it("lets allowed origins frame the embed routes", () => {
    expect(csp("/embed/error-envelope/match", ["https://lms.edu"])).toContain("frame-ancestors 'self' https://lms.edu");
  });

  it("lets only the site itself frame every other page", () => {
    expect(csp("/lessons/error-envelope", ["https://lms.edu"])).toContain("frame-ancestors 'self'");
    expect(csp("/lessons/error-envelope", ["https://lms.edu"])).not.toContain("lms.edu");
    expect(csp("/embedded-looking-path", ["https://lms.edu"])).not.toContain("lms.edu");
  });

  it("lets the registered platforms and the allowlist frame the LTI pages, and their forms post to the platforms", () => {
    for (const path of ["/api/lti/launch", "/api/lti/deep-linking", "/api/lti/login"]) {
      const policy = csp(path, ["https://lms.edu"], ["https://canvas.test", "https://lms.edu"]);
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self' https://lms.edu https://canvas.test");
      expect(directive(policy, "form-action")).toBe("form-action 'self' https://canvas.test https://lms.edu");
    }
  });

  it("lets a response's own framers (the LMS running registration) frame it, but not post forms to them", () => {
    const headers = securityHeaders("/api/lti/register/key", { embed: [], requestFramers: ["https://moodle.test"] });
    const policy = headers["Content-Security-Policy"];
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self' https://moodle.test");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });

  it("lets the registered platforms frame the embed routes an LTI launch opens, but not post forms from them", () => {
    const policy = csp("/embed/error-envelope/checkpoint", [], ["https://canvas.test"]);
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self' https://canvas.test");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });

  it("keeps every other page, and look-alike paths, to the site itself for framing and form posts", () => {
    for (const path of ["/lessons/error-envelope", "/api/ltix", "/api/lessons/error-envelope/checkpoint", "/"]) {
      const policy = csp(path, ["https://lms.edu"], ["https://canvas.test"]);
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
      expect(directive(policy, "form-action")).toBe("form-action 'self'");
    }
  });

  it("allows eval only in development, where React's debugging aids need it", () => {
    expect(securityHeaders("/", { embed: [] }, false)["Content-Security-Policy"]).not.toContain("'unsafe-eval'");
    expect(securityHeaders("/", { embed: [] }, true)["Content-Security-Policy"]).toContain("'unsafe-eval'");
  });

  it("sends nosniff and a referrer policy", () => {
    expect(securityHeaders("/", { embed: [] })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("sends no Referer at all from the pages the instructor key opens", () => {
    for (const pathname of ["/preview/x", "/studio/x", "/instructor", "/instructor/csv/overview", "/api/studio/x"])
      expect(securityHeaders(pathname, { embed: [] })["Referrer-Policy"], pathname).toBe("no-referrer");
    expect(securityHeaders("/instructors", { embed: [] })["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("isOriginAllowed", () => {
  it("accepts the site itself and listed origins only", () => {
    expect(isOriginAllowed("https://me.test", [], "https://me.test")).toBe(true);
    expect(isOriginAllowed("https://lms.edu", ["https://lms.edu"], "https://me.test")).toBe(true);
    expect(isOriginAllowed("https://evil.test", ["https://lms.edu"], "https://me.test")).toBe(false);
  });
});
