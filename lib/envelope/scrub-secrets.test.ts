import { describe, expect, it } from "vitest";
import { describeThrown } from "./describe-thrown";
import { scrubSecrets } from "./scrub-secrets";

describe("scrubSecrets", () => {
  it.each([
    [
      "a database URL's password, keeping user, host, port and database",
      "connect ECONNREFUSED postgres://shop_app:s3cr3t!@db.internal:5432/shop?sslmode=require",
      "connect ECONNREFUSED postgres://shop_app:[redacted]@db.internal:5432/shop?sslmode=require",
    ],
    ["a password with an @ in it", "postgres://app:p@ss@db/shop failed", "postgres://app:[redacted]@db/shop failed"],
    ["a password with no user", "redis://:hunter2@cache:6379/0", "redis://:[redacted]@cache:6379/0"],
    [
      "an API key in a query string, keeping the other parameters",
      "GET https://api.example.com/v1?city=Oslo&api_key=abc123XYZ&units=metric: 401",
      "GET https://api.example.com/v1?city=Oslo&api_key=[redacted]&units=metric: 401",
    ],
    [
      "an Authorization header, keeping its scheme",
      '{"Authorization": "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.abc"}',
      '{"Authorization": "Bearer [redacted]"}',
    ],
    ["basic credentials", "Authorization: Basic dXNlcjpwYXNz", "Authorization: Basic [redacted]"],
    ["a bearer token in prose", "token Bearer abcdefghijklmnop123 expired", "token Bearer [redacted] expired"],
    ["a named field", "bad config: password=hunter2 user=bob", "bad config: password=[redacted] user=bob"],
    ["a JSON field", '{"apiKey": "k-123456", "region": "eu"}', '{"apiKey": "[redacted]", "region": "eu"}'],
    ["a key recognised by its shape", "key sk-proj-abcdefghijklmnopqrstuv rejected", "key [redacted] rejected"],
    ["an AWS access key id", "AKIAIOSFODNN7EXAMPLE is not allowed", "[redacted] is not allowed"],
  ])("scrubs %s", (_, text, scrubbed) => {
    expect(scrubSecrets(text)).toBe(scrubbed);
  });

  it.each([
    "Basic authentication failed for bob",
    "author: Alice; max_tokens=5; design=x",
    "token expired",
    "no such column: password in SELECT password FROM users",
    "city not found: Atlantis",
    "postgres://db.internal:5432/shop refused the connection",
  ])("keeps %j as it is: nothing in it is a secret", (text) => {
    expect(scrubSecrets(text)).toBe(text);
  });

  it("scrubs before the message is cut, so the trace never holds half a password", () => {
    const message = `${"x".repeat(280)} postgres://app:${"p".repeat(40)}@db/shop`;
    const described = describeThrown(new Error(message));
    expect(described).not.toMatch(/p{5}/);
    expect(described.length).toBeLessThanOrEqual(300);
  });
});
