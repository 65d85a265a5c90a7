import { describe, expect, it } from "vitest";
import { CalculatorSyntaxError, DivisionByZeroError, evaluate, parseExpression } from "./arithmetic";

const calc = (source: string) => evaluate(parseExpression(source));
const syntaxError = (source: string) => {
  try {
    parseExpression(source);
  } catch (thrown) {
    if (thrown instanceof CalculatorSyntaxError) return { message: thrown.message, position: thrown.position };
    throw thrown;
  }
  throw new Error(`expected "${source}" to be refused`);
};

describe("parseExpression and evaluate", () => {
  it.each([
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["10 - 4 - 3", 3],
    ["48 / 4 / 2", 6],
    ["-3 * -(2 + 1)", 9],
    ["--4", 4],
    ["+5 - +2", 3],
    ["0.5 + .25 + 2.", 2.75],
    ["  7  ", 7],
    ["2*(3+(4-1))/3", 4],
    ["-0 * 5", 0],
  ])("evaluates %s to %d", (source, value) => {
    expect(calc(source)).toBe(value);
  });

  it.each([
    ["(1 + 2))", "unexpected ')' at position 8", 8],
    ["2 +", "the expression ends too early at position 4", 4],
    ["2 +   ", "the expression ends too early at position 4", 4],
    ["(2 + 3", "missing ')' for the '(' at position 1", 1],
    ["2 x 3", "unexpected 'x' at position 3", 3],
    ["2 3", "unexpected '3' at position 3", 3],
    ["1.2.3", "unexpected '.3' at position 4", 4],
    ["* 2", "unexpected '*' at position 1", 1],
    ["()", "unexpected ')' at position 2", 2],
    ["", "the expression is empty", 1],
    ["   ", "the expression is empty", 1],
    ["Math.max(1)", "unexpected 'M' at position 1", 1],
    ["1 + 🙂", "unexpected '🙂' at position 5", 5],
  ])("refuses %j with a message naming the position", (source, message, position) => {
    expect(syntaxError(source)).toEqual({ message, position });
  });

  it("refuses absurd nesting with a syntax error instead of overflowing the stack", () => {
    expect(syntaxError(`${"(".repeat(5000)}1${")".repeat(5000)}`).message).toMatch(
      /^too deeply nested at position \d+$/,
    );
    expect(syntaxError(`${"-".repeat(5000)}1`).message).toMatch(/^too deeply nested/);
  });

  it("throws DivisionByZeroError when dividing by zero", () => {
    expect(() => calc("1 / (2 - 2)")).toThrow(DivisionByZeroError);
  });

  it("throws an ordinary error when the result overflows", () => {
    expect(() => calc(`${"9".repeat(200)} * ${"9".repeat(200)}`)).toThrow("the result is too large to represent");
  });
});
