import { describe, expect, it } from "vitest";
import { ToolsLayer } from "../tools-layer";
import { CalculatorArgsSchema, createCalculatorTool } from "./calculator";

const layer = new ToolsLayer([createCalculatorTool()]);

describe("calculator through the tools layer", () => {
  it("reports ok with the value", async () => {
    expect(await layer.run("calculator", { expression: "2 * (3 + 4)" })).toEqual({
      status: "ok",
      tool: "calculator",
      output: { value: 14 },
    });
  });

  it("reports invalid_args naming the field and the position for an unparseable expression", async () => {
    expect(await layer.run("calculator", { expression: "(1 + 2))" })).toEqual({
      status: "invalid_args",
      tool: "calculator",
      error: "expression: unexpected ')' at position 8",
      code: "bad_arguments",
    });
  });

  it.each([
    [{}, "expression: expected string, received undefined"],
    [{ expression: 12 }, "expression: expected string, received number"],
    [{ expression: "1", precision: 2 }, 'arguments: Unrecognized key: "precision"'],
  ])("reports invalid_args for %j", async (args, error) => {
    expect(await layer.run("calculator", args)).toEqual({
      status: "invalid_args",
      tool: "calculator",
      error,
      code: "bad_arguments",
    });
  });

  it("reports tool_error for division by zero: the input was valid, the tool failed", async () => {
    expect(await layer.run("calculator", { expression: "1 / 0" })).toEqual({
      status: "tool_error",
      tool: "calculator",
      error: "division by zero",
      code: "bad_arguments",
      retry: { retryable: false, reason: "the same expression divides by zero again" },
    });
  });

  it("refuses expressions longer than 500 characters in the schema", () => {
    expect(CalculatorArgsSchema.safeParse({ expression: `${"1+".repeat(250)}1` }).success).toBe(false);
  });
});
