/**
 * The calculator tool: arithmetic on a string expression. Its schema parses the
 * expression, so malformed input is refused as invalid_args before the tool runs.
 */
import { z } from "zod";
import type { Tool } from "../tools-layer";
import { CalculatorSyntaxError, evaluate, parseExpression } from "./arithmetic";

export { CalculatorSyntaxError, DivisionByZeroError } from "./arithmetic";

/** Arguments of the calculator: `{ expression: "2 * (3 + 4)" }`. */
export const CalculatorArgsSchema = z
  .object({
    expression: z
      .string()
      .max(500)
      .superRefine((expression, ctx) => {
        try {
          parseExpression(expression);
        } catch (thrown) {
          if (!(thrown instanceof CalculatorSyntaxError)) throw thrown; // a parser bug should be loud
          ctx.addIssue({ code: "custom", message: thrown.message });
        }
      }),
  })
  .strict();

/** Arguments of the calculator. */
export type CalculatorArgs = z.infer<typeof CalculatorArgsSchema>;

/** What the calculator returns. */
export interface CalculatorOutput {
  value: number;
}

/**
 * Creates the calculator tool. Division by zero throws a DivisionByZeroError, a ToolFailure
 * coded bad_arguments; a result too large to represent throws a plain Error (internal).
 */
export function createCalculatorTool(): Tool<CalculatorArgs> {
  return {
    name: "calculator",
    description: "Evaluates an arithmetic expression with + - * / and parentheses.",
    argsSchema: CalculatorArgsSchema,
    async run({ expression }): Promise<CalculatorOutput> {
      return { value: evaluate(parseExpression(expression)) };
    },
  };
}
