import { describe, expect, it } from "vitest";
import { highlightCode } from "./highlight-source";
import { sourceListingId } from "./source-files";

describe("highlightCode", () => {
  it("colours tokens by class, unquoted, with no inline style anywhere", async () => {
    const html = await highlightCode('const answer = "42"; // why', "ts");
    expect(html).toContain("<span class=hl-keyword>const</span>");
    expect(html).toContain("class=hl-comment");
    expect(html).not.toContain("style=");
  });

  it("leaves plain tokens as text, merged with their neighbours", async () => {
    const html = await highlightCode("a.b.c", "ts");
    expect(html).not.toMatch(/<span>/);
  });

  it("numbers lines only when asked, for the sandbox to mark", async () => {
    expect(await highlightCode("a\nb", "ts")).not.toContain("data-line");
    expect(await highlightCode("a\nb", "ts", { lineNumbers: true })).toContain("data-line=2");
  });
});

describe("sourceListingId", () => {
  it("turns a path into an id both the listing and the sandbox can name", () => {
    expect(sourceListingId("lib/envelope/tools-layer.ts")).toBe("source-lib-envelope-tools-layer-ts");
  });
});
