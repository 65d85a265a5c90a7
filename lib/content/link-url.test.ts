import { describe, expect, it } from "vitest";
import { LINK_SCHEMES, refusedScheme } from "./link-url";

describe("refusedScheme", () => {
  it("lets through paths, anchors and the schemes a lesson may name", () => {
    for (const url of ["/sandbox", "../other", "#a-heading", "part-two", "?x=1", ""]) {
      expect(refusedScheme(url), url).toBeUndefined();
    }
    for (const scheme of LINK_SCHEMES) expect(refusedScheme(`${scheme.toUpperCase()}:somewhere`)).toBeUndefined();
  });

  it("names every other scheme, however it is spelt", () => {
    expect(refusedScheme("javascript:alert(1)")).toBe("javascript");
    expect(refusedScheme("JavaScript:alert(1)")).toBe("javascript");
    expect(refusedScheme(" \u0001javascript:alert(1)")).toBe("javascript");
    expect(refusedScheme("java\tscr\nipt:alert(1)")).toBe("javascript");
    expect(refusedScheme("data:text/html,<script>alert(1)</script>")).toBe("data");
    expect(refusedScheme("vbscript:msgbox")).toBe("vbscript");
  });
});
