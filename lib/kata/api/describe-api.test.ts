import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeKataApi } from "./describe-api";
import { KATA_API } from "./kata-api.bundled";

const DTS = readFileSync("lib/kata/envelope-kata.d.ts", "utf8");
/** The names the file exports, found by a plain text scan, independent of the compiler. */
const exportedNames = [
  ...DTS.matchAll(/^\s*export\s+(?:declare\s+)?(?:type|interface|class|function|const)\s+(\w+)/gm),
].map((match) => match[1]);

describe("the envelope-kata API panel's data", () => {
  it("lists every export of envelope-kata.d.ts, each with a doc comment", () => {
    expect(exportedNames.length).toBeGreaterThanOrEqual(8);
    expect(KATA_API.map((entry) => entry.name).sort()).toEqual([...exportedNames].sort());
    for (const entry of KATA_API) expect(entry.doc, entry.name).not.toBe("");
  });

  it("gives each declaration as written, without its export keyword, with the members' docs", () => {
    const byName = new Map(KATA_API.map((entry) => [entry.name, entry]));
    expect(byName.get("callWithDeadline")).toMatchObject({
      kind: "function",
      signature: "function callWithDeadline<T>(start: (signal: KataSignal) => Promise<T>, ms: number): Promise<T>;",
    });
    expect(byName.get("KataTool")?.signature).toMatch(
      /^interface KataTool \{\n {2}readonly name: string;\n {2}\/\*\* Validates/,
    );
    expect(byName.get("ToolTimeoutError")?.kind).toBe("class");
  });

  it("leaves out what the module does not export", () => {
    const api = describeKataApi(
      'declare module "m" {\n  /** kept */\n  export function shown(): void;\n  function hidden(): void;\n  type Private = 1;\n}',
    );
    expect(api).toEqual([{ name: "shown", kind: "function", signature: "function shown(): void;", doc: "kept" }]);
  });
});
