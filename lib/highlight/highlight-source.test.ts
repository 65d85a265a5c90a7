import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HIGHLIGHTS_KEPT, highlightCode } from "./highlight-source";
import { TOKEN_CLASS_NAMES } from "./shiki-themes";
import { sourceListingId } from "./source-files";

const KEYWORD = TOKEN_CLASS_NAMES.keyword;

describe("highlightCode", () => {
  it("colours tokens by class, unquoted, with no inline style anywhere", async () => {
    const html = await highlightCode('const answer = "42"; // why', "ts");
    expect(html).toContain(`<span class=${KEYWORD}>const</span>`);
    expect(html).toContain(`class=${TOKEN_CLASS_NAMES.comment}`);
    expect(html).not.toContain("style=");
  });

  it("leaves plain tokens as text, merged with their neighbours", async () => {
    const html = await highlightCode("a.b.c", "ts");
    expect(html).not.toMatch(/<span>/);
  });

  it("wraps no line in an element of its own unless the lines are numbered", async () => {
    const html = await highlightCode("let a;\nlet b;", "ts");
    expect(html).not.toContain("class=line");
    expect(html).toContain(`<code><span class=${KEYWORD}>let</span> a;\n<span class=${KEYWORD}>let</span> b;</code>`);
  });

  it("numbers lines only when asked, for the sandbox to mark", async () => {
    expect(await highlightCode("a\nb", "ts")).not.toContain("data-line");
    const numbered = await highlightCode("a\nb", "ts", { lineNumbers: true });
    expect(numbered).toContain("data-line=1");
    expect(numbered).toContain("data-line=2");
  });
});

describe("highlightCode's memory", () => {
  it("highlights the same code once: a second request gets the kept result, and different options are another entry", async () => {
    const code = "const kept = 1;";
    const first = highlightCode(code, "ts");
    expect(highlightCode(code, "ts")).toBe(first);
    expect(highlightCode(code, "ts", { lineNumbers: true })).not.toBe(first);
    expect(await highlightCode(code, "ts")).toBe(await first);
  });

  it(`keeps only the last ${HIGHLIGHTS_KEPT} listings`, async () => {
    const oldest = highlightCode("const oldest = 0;", "ts");
    for (let i = 1; i <= HIGHLIGHTS_KEPT; i++) await highlightCode(`const n${i} = ${i};`, "ts");
    const again = highlightCode("const oldest = 0;", "ts");
    expect(again).not.toBe(oldest);
    expect(await again).toBe(await oldest);
  });
});

describe("TOKEN_CLASS_NAMES", () => {
  it("has a colour rule in app/globals.css for every class a token can get", () => {
    const css = readFileSync("app/globals.css", "utf8");
    for (const className of new Set(Object.values(TOKEN_CLASS_NAMES))) {
      expect(css, className).toMatch(new RegExp(`(^|\\n)\\.${className} \\{\\n  color: var\\(--hl-`));
    }
  });
});

describe("sourceListingId", () => {
  it("turns a path into an id both the listing and the sandbox can name", () => {
    expect(sourceListingId("lib/envelope/tools-layer.ts")).toBe("source-lib-envelope-tools-layer-ts");
  });
});
