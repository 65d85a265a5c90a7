import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITE_FONT, SITE_PAGE_TOKENS } from "./site-page-style";

const css = readFileSync("app/globals.css", "utf8");

describe("the plain pages' style", () => {
  it("uses the site's own colour for every variable it declares, in both schemes", () => {
    for (const [name, value] of Object.entries(SITE_PAGE_TOKENS)) expect(css).toContain(`${name}: ${value};`);
  });

  it("uses the site's font stack", () => {
    expect(css).toContain(`--font-sans: ${SITE_FONT};`);
  });
});
