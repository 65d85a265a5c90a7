import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locateSteps, renderStepLinesModule } from "./provenance";
import { STEP_LINES } from "./step-lines.generated";
import { STEP_IDS } from "./steps";

const read = (name: string) => readFileSync(new URL(name, import.meta.url), "utf8");

/** A source with all five steps, one code line each, starting at line 1. */
const fiveSteps = (
  around: (id: string) => string[] = (id) => [`// [step:${id}]`, `code(${JSON.stringify(id)});`, "// [/step]"],
) => STEP_IDS.flatMap(around).join("\n");

describe("locateSteps", () => {
  it("returns the lines between each marker pair, markers excluded", () => {
    const lines = locateSteps(fiveSteps());
    expect(lines["unknown-tool"]).toEqual({ start: 2, end: 2 });
    expect(lines["catch-all"]).toEqual({ start: 14, end: 14 });
  });

  it("accepts indented markers and Windows line endings", () => {
    const source = STEP_IDS.map((id) => `    // [step:${id}]\r\n    x();\r\n    // [/step]`).join("\r\n");
    expect(locateSteps(source).validation).toEqual({ start: 5, end: 5 });
  });

  it.each([
    ["an unknown step id", "// [step:retry]\nx\n// [/step]", 'line 1: unknown step "retry"'],
    [
      "a step opened inside another",
      "// [step:success]\n// [step:timeout]",
      'line 2: step "timeout" opens before step "success" (line 1) is closed',
    ],
    ["a close with nothing open", "x\n// [/step]", 'line 2: "// [/step]" closes no step'],
    ["an empty step", "// [step:success]\n// [/step]", 'line 2: step "success" is empty'],
    ["a step never closed", "// [step:success]\nx", 'line 1: step "success" is never closed'],
    [
      "missing steps",
      "// [step:success]\nx\n// [/step]",
      "no marker for step(s): unknown-tool, validation, timeout, catch-all",
    ],
  ])("throws a message naming the line for %s", (_, source, message) => {
    expect(() => locateSteps(source)).toThrow(message);
  });

  it("throws when a step is marked twice", () => {
    const source = `${fiveSteps()}\n// [step:timeout]\ny\n// [/step]`;
    expect(() => locateSteps(source)).toThrow('line 16: step "timeout" is marked twice');
  });
});

describe("step-lines.generated.ts", () => {
  it("matches the markers in tools-layer.ts (run `npx tsx scripts/gen-step-lines.ts` if this fails)", () => {
    const fresh = renderStepLinesModule(locateSteps(read("./tools-layer.ts")));
    expect(read("./step-lines.generated.ts")).toBe(fresh);
  });

  it("exports the same ranges it prints", () => {
    expect(STEP_LINES).toEqual(locateSteps(read("./tools-layer.ts")));
  });

  it("lists the steps in the order the layer takes them, without overlaps", () => {
    const ranges = STEP_IDS.map((id) => STEP_LINES[id]);
    for (const [index, range] of ranges.entries()) {
      expect(range.start).toBeLessThanOrEqual(range.end);
      if (index > 0) expect(range.start).toBeGreaterThan(ranges[index - 1]?.end ?? Number.POSITIVE_INFINITY);
    }
  });
});
