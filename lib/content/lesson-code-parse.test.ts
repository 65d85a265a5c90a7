import { describe, expect, it } from "vitest";
import { codeFences, matchesQuote, quotedMessages } from "@/lib/content/lesson-code";

const mdx = [
  "Intro with `no answer within 1000 ms` and `invalid_args`.",
  "",
  "```ts sample=a",
  "`not prose here`",
  "```",
  "",
].join("\n");

describe("lesson code parsing", () => {
  it("reads the kind and id of a fence from its info string, with its line", () => {
    expect(codeFences(mdx)).toEqual([{ lang: "ts", meta: { sample: "a" }, code: "`not prose here`\n", line: 3 }]);
  });

  it("finds message-like inline code in the prose only, not identifiers or code in fences", () => {
    expect(quotedMessages(mdx)).toEqual([{ text: "no answer within 1000 ms", line: 1 }]);
  });

  it("reads <name> in a quote as any text, and nothing else loosely", () => {
    expect(matchesQuote("unknown tool: <name>", "unknown tool: calculater")).toBe(true);
    expect(matchesQuote("unknown tool", "unknown tool: calculater")).toBe(false);
    expect(matchesQuote("connection pool exhausted (10 of 10 in use)", "connection pool exhausted (2/2 in use)")).toBe(
      false,
    );
  });
});
