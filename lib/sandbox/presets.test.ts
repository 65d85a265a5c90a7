import { describe, expect, it } from "vitest";
import { createNodeToolsLayer } from "@/lib/envelope/node";
import { ARGS_PRESETS, defaultArgsFor, presetsFor } from "./presets";

describe("argument presets", () => {
  it("are valid JSON and end each call at the status their label promises", async () => {
    const layer = createNodeToolsLayer();
    const expected: Record<string, string> = {
      valid: "ok",
      "with idempotency key": "ok",
      "wrong type": "invalid_args",
      "missing field": "invalid_args",
      "unparseable expression": "invalid_args",
      "not a SELECT": "invalid_args",
      "division by zero": "tool_error",
      "unknown city": "tool_error",
      "no such table": "tool_error",
    };
    for (const [tool, presets] of Object.entries(ARGS_PRESETS)) {
      for (const preset of presets) {
        const result = await layer.run(tool, JSON.parse(preset.args));
        expect(result.status, `${tool} / ${preset.label}`).toBe(expected[preset.label]);
      }
    }
    layer.dispose();
  });

  it("offers none for unknown tools, which start from an empty object", () => {
    expect(presetsFor("translator")).toEqual([]);
    expect(presetsFor("constructor")).toEqual([]);
    expect(defaultArgsFor("translator")).toBe("{}");
    expect(JSON.parse(defaultArgsFor("weather"))).toEqual({ city: "Lisbon" });
  });
});
