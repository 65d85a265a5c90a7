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
    ["a password with a / in it", "postgres://app:p/ss@db/shop", "postgres://app:[redacted]@db/shop"],
    [
      "a password with ? and # in it",
      "mysql://app:a?b#c@db:3306/shop?ssl=1",
      "mysql://app:[redacted]@db:3306/shop?ssl=1",
    ],
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
    ["a quoted JSON value with spaces", '{"password": "correct horse battery"}', '{"password": "[redacted]"}'],
    ["a quoted value with a comma", "password='a,b' user=bob", "password='[redacted]' user=bob"],
    [
      "a PEM private key, header to footer",
      "private_key: -----BEGIN RSA PRIVATE KEY-----\nMIIEow\nIBAAK\n-----END RSA PRIVATE KEY----- is invalid",
      "private_key: [redacted] is invalid",
    ],
    [
      "a PEM private key whose end was cut off",
      "private_key: -----BEGIN PRIVATE KEY-----MIIEvQIBADAN",
      "private_key: [redacted]",
    ],
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

  // Hostile text must cost linear work: the quadratic patterns this replaced took seconds on
  // 40k characters. Scrubbing one text of 32k characters is timed against scrubbing 16
  // pieces of 2k one by one: linear work is the same for both, quadratic work 16 times as
  // much for the long text. Samples alternate and the best of each is kept, so a busy machine
  // slows both sides; only a ratio above 4 fails.
  it.each([
    "a-",
    "a.",
    "sk-",
    "eyJ-",
    "a://b:",
    'password="',
    "password ",
    "Authorization: ",
    "-----BEGIN PRIVATE KEY-----",
    "?token=",
  ])("scrubs %j repeated to 32k characters with work linear in its length", (unit) => {
    const hostile = (length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
    const [long, piece] = [hostile(32_000), hostile(2_000)];
    const timed = (scrub: () => void) => {
      const started = performance.now();
      scrub();
      return performance.now() - started;
    };
    let [longBest, piecesBest] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let sample = 0; sample < 5; sample++) {
      longBest = Math.min(
        longBest,
        timed(() => scrubSecrets(long)),
      );
      piecesBest = Math.min(
        piecesBest,
        timed(() => Array.from({ length: 16 }, () => scrubSecrets(piece))),
      );
    }
    expect(longBest / Math.max(piecesBest, 0.1)).toBeLessThan(4);
  });

  it("scrubs before the message is cut, so the trace never holds half a password", () => {
    const message = `${"x".repeat(280)} postgres://app:${"p".repeat(40)}@db/shop`;
    const described = describeThrown(new Error(message));
    expect(described).not.toMatch(/p{5}/);
    expect(described.length).toBeLessThanOrEqual(300);
  });
});
