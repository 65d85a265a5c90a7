/**
 * A small recursive-descent parser and evaluator for + - * / ( ), unary minus and
 * decimals. Hand-written on purpose: no eval, no Function, and errors that name a position.
 *
 *   expression := term (("+" | "-") term)*
 *   term       := unary (("*" | "/") unary)*
 *   unary      := ("-" | "+") unary | primary
 *   primary    := number | "(" expression ")"
 */
import { ToolFailure } from "../retry-hint";

/** The expression cannot be parsed. `position` is 1-based (the first character is 1). */
export class CalculatorSyntaxError extends Error {
  override name = "CalculatorSyntaxError";
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Division by zero: the expression parses, but has no value. */
export class DivisionByZeroError extends ToolFailure {
  override name = "DivisionByZeroError";
  constructor(message: string) {
    // Arithmetic gives the same answer every time: the tool knows a retry cannot help.
    // The expression is the caller's argument: changing it is the only way forward.
    super(message, { retryable: false, reason: "the same expression divides by zero again" }, "bad_arguments");
  }
}

/** A parsed expression. */
export type Expr =
  | { kind: "number"; value: number }
  | { kind: "negate"; operand: Expr }
  | { kind: "binary"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr };

type Token = { text: string; position: number };

const TOKEN = /\d+(?:\.\d*)?|\.\d+|[-+*/()]/y;
const MAX_DEPTH = 100; // deep enough for people, shallow enough for the call stack

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    if (/\s/.test(source.charAt(at))) {
      at++;
      continue;
    }
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(source);
    if (match === null) {
      const char = String.fromCodePoint(source.codePointAt(at) ?? 0);
      throw new CalculatorSyntaxError(`unexpected '${char}' at position ${at + 1}`, at + 1);
    }
    tokens.push({ text: match[0], position: at + 1 });
    at = TOKEN.lastIndex;
  }
  return tokens;
}

/** Parses `source` into an {@link Expr}, or throws a {@link CalculatorSyntaxError}. */
export function parseExpression(source: string): Expr {
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new CalculatorSyntaxError("the expression is empty", 1);
  let index = 0;
  const peek = () => tokens[index]?.text;
  const fail = (token: Token | undefined): never => {
    if (token === undefined) {
      const end = source.trimEnd().length + 1;
      throw new CalculatorSyntaxError(`the expression ends too early at position ${end}`, end);
    }
    throw new CalculatorSyntaxError(`unexpected '${token.text}' at position ${token.position}`, token.position);
  };

  const binary =
    (ops: string, next: (depth: number) => Expr) =>
    (depth: number): Expr => {
      let left = next(depth);
      for (let op = peek(); op !== undefined && ops.includes(op); op = peek()) {
        index++;
        left = { kind: "binary", op: op as "+" | "-" | "*" | "/", left, right: next(depth) };
      }
      return left;
    };
  const primary = (depth: number): Expr => {
    const token = tokens[index];
    if (token === undefined) return fail(token);
    if (depth > MAX_DEPTH) {
      throw new CalculatorSyntaxError(`too deeply nested at position ${token.position}`, token.position);
    }
    index++;
    if (token.text === "-" || token.text === "+") {
      const operand = primary(depth + 1);
      return token.text === "-" ? { kind: "negate", operand } : operand;
    }
    if (token.text === "(") {
      const inner = expression(depth + 1);
      if (peek() === ")") {
        index++;
        return inner;
      }
      if (index < tokens.length) return fail(tokens[index]);
      throw new CalculatorSyntaxError(`missing ')' for the '(' at position ${token.position}`, token.position);
    }
    if (/^[\d.]/.test(token.text)) return { kind: "number", value: Number(token.text) };
    return fail(token);
  };
  const term = binary("*/", primary);
  const expression: (depth: number) => Expr = binary("+-", term);

  const tree = expression(0);
  if (index < tokens.length) fail(tokens[index]);
  return tree;
}

/** The value of `expr`. Throws {@link DivisionByZeroError}, or an Error when the result is not finite. */
export function evaluate(expr: Expr): number {
  const value = evaluateNode(expr);
  if (!Number.isFinite(value)) throw new Error("the result is too large to represent");
  return value === 0 ? 0 : value; // no -0 in answers
}

function evaluateNode(expr: Expr): number {
  if (expr.kind === "number") return expr.value;
  if (expr.kind === "negate") return -evaluateNode(expr.operand);
  const left = evaluateNode(expr.left);
  const right = evaluateNode(expr.right);
  if (expr.op === "/" && right === 0) throw new DivisionByZeroError("division by zero");
  if (expr.op === "+") return left + right;
  if (expr.op === "-") return left - right;
  return expr.op === "*" ? left * right : left / right;
}
