import { describe, expect, it } from "vitest";
import { describeThrown } from "./describe-thrown";
import { SCRUB_RULES, scrubSecrets } from "./scrub-secrets";

/**
 * What follows each unbounded quantifier (`+`, `*`, `{n,}`, lazy or not) in a pattern's
 * source. Escapes and character classes are skipped whole, so a `+` inside `[...]` or after
 * a backslash is a character, not a quantifier.
 */
function unboundedTails(source: string): string[] {
  const tails: string[] = [];
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (char === "\\") {
      at++;
      continue;
    }
    if (char === "[") {
      for (at++; at < source.length && source[at] !== "]"; at++) if (source[at] === "\\") at++;
      continue;
    }
    const open = char === "{" ? /^\{\d+,\}/.exec(source.slice(at)) : null;
    if (char !== "+" && char !== "*" && !open) continue;
    // `(?` opens a group, and `+` or `*` right after `(` cannot be a quantifier.
    if (source[at - 1] === "(") continue;
    let end = at + (open ? open[0].length : 1);
    if (source[end] === "?") end++;
    tails.push(source.slice(end));
    at = end - 1;
  }
  return tails;
}

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

  // Hostile text must cost work linear in its length: the quadratic patterns this replaced
  // took seconds on 40k characters, because a part with no upper bound was followed by more
  // pattern (`\S+@`), so every failing start read to the end of the text. The shape that
  // rules this out is checked on the patterns themselves, not timed: an unbounded part
  // (`+`, `*`, `{n,}`) may only end its pattern, where a start that reaches it matches and
  // its text is not read again. The PEM rule's lazy `[\s\S]*?` is the one exception: what
  // follows it is its END line or the end of the text, so it too ends in a match.
  it.each(SCRUB_RULES.map(([pattern]) => [pattern.source]))(
    "keeps %s linear: nothing follows an unbounded part",
    (source) => {
      const tails = unboundedTails(source);
      const allowed = (tail: string) => /^\)*$/.test(tail) || /^\(\?:-----END [^|]*\|\$\)$/.test(tail);
      expect(tails.filter((tail) => !allowed(tail))).toEqual([]);
    },
  );

  it("finds the tail after every unbounded part, and only after those", () => {
    expect(unboundedTails(String.raw`\S+@`)).toEqual(["@"]);
    expect(unboundedTails(String.raw`a*?b{2,}c{1,9}[+*]\+x`)).toEqual([
      String.raw`b{2,}c{1,9}[+*]\+x`,
      String.raw`c{1,9}[+*]\+x`,
    ]);
    expect(unboundedTails("(a{0,3})+")).toEqual([""]);
  });

  it("scrubs before the message is cut, so the trace never holds half a password", () => {
    const message = `${"x".repeat(280)} postgres://app:${"p".repeat(40)}@db/shop`;
    const described = describeThrown(new Error(message));
    expect(described).not.toMatch(/p{5}/);
    expect(described.length).toBeLessThanOrEqual(300);
  });
});
