import { describe, expect, it } from "vitest";
import { KATA_MODULE, MAX_SOURCE_LENGTH, stripTypes } from "./strip-types";

const layer = `import { type KataTool, messageOf } from "${KATA_MODULE}";
export class ToolsLayer {
  constructor(private readonly tools: KataTool[], private readonly ms: number) {}
  async run(name: string): Promise<unknown> { return messageOf(name); }
}`;

describe("stripTypes", () => {
  it("turns the kata's import into a require and the class into an export", () => {
    const stripped = stripTypes(layer);
    if (!stripped.ok) throw new Error(stripped.refusal.message);
    expect(stripped.js).toContain(`require('${KATA_MODULE}')`);
    expect(stripped.js).toMatch(/exports\.ToolsLayer = ToolsLayer/);
    expect(stripped.js).not.toContain("private readonly");
  });

  it("refuses a syntax error with its 1-based line and column", () => {
    // The stray semicolon is the 9th character of line 2.
    const stripped = stripTypes("export class ToolsLayer {}\nlet x = ;");
    expect(stripped).toMatchObject({ ok: false, refusal: { code: "syntax", line: 2, column: 9 } });
  });

  it("refuses an import of any other module, naming it and where it is", () => {
    const stripped = stripTypes(`import { readFileSync } from "node:fs";\nreadFileSync("x");\n${layer}`);
    expect(stripped).toMatchObject({ ok: false, refusal: { code: "import", line: 1, column: 31 } });
    expect(!stripped.ok && stripped.refusal.message).toContain('"node:fs"');
  });

  it("refuses a dynamic import too", () => {
    expect(stripTypes(`${layer}\nexport const later = import("node:http");`)).toMatchObject({
      refusal: { code: "import" },
    });
  });

  it("accepts a type-only import of another module, which leaves nothing behind", () => {
    expect(stripTypes(`import type { z } from "zod";\n${layer}`).ok).toBe(true);
  });

  it("refuses a source over the limit before parsing it", () => {
    const long = `${layer}\n//${"x".repeat(MAX_SOURCE_LENGTH)}`;
    expect(stripTypes(long)).toMatchObject({ ok: false, refusal: { code: "too-long" } });
    expect(stripTypes(long.slice(0, MAX_SOURCE_LENGTH)).ok).toBe(true);
  });

  it("refuses a module that exports no ToolsLayer", () => {
    expect(stripTypes(layer.replace("export class", "class"))).toMatchObject({ refusal: { code: "no-layer" } });
    expect(stripTypes(layer.replace("ToolsLayer", "Layer"))).toMatchObject({ refusal: { code: "no-layer" } });
  });
});
