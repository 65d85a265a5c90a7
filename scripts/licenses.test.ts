import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The Inter font is served with the site, and its licence (SIL OFL 1.1) must travel
// with it. The served copy is checked against the installed package, so an upgrade
// that changes the licence text fails here instead of shipping a stale copy.
describe("bundled licences", () => {
  it("serves the Inter font's licence exactly as its package ships it", () => {
    const shipped = readFileSync("public/licenses/inter-OFL.txt", "utf8");
    const upstream = readFileSync("node_modules/@fontsource-variable/inter/LICENSE", "utf8");
    expect(shipped).toBe(upstream);
    expect(shipped).toContain("SIL OPEN FONT LICENSE Version 1.1");
  });
});
