/**
 * fast-check arbitraries for what a call asks: which tool, with which arguments. Valid
 * arguments often carry spaces or a missing default, so checking changes them and the grader
 * can see which arguments reached the tool.
 */
import fc from "fast-check";
import { isKataToolName } from "./stand-in-args";
import type { Json } from "./verdict";

const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom("", " "), text, fc.constantFrom("", "  ")).map(([a, b, c]) => `${a}${b}${c}`);
/** Arguments each tool accepts, sometimes with spaces or a missing default that checking cleans up. */
export const validTarget: fc.Arbitrary<{ tool: string; args: Json }> = fc.oneof(
  fc.record({
    tool: fc.constant("calculator"),
    args: fc.record({ expression: padded(fc.constantFrom("2 + 2", "7 / 0")) }),
  }),
  fc.record({
    tool: fc.constant("weather"),
    args: fc.record(
      { city: padded(fc.constantFrom("Lisbon", "Oslo")), units: fc.constantFrom("metric", "imperial") },
      { requiredKeys: ["city"] },
    ),
  }),
  fc.record({
    tool: fc.constant("database"),
    args: fc.record(
      {
        sql: padded(fc.constantFrom("SELECT 1", "SELECT * FROM orders")),
        params: fc.array(fc.integer(), { maxLength: 2 }),
      },
      { requiredKeys: ["sql"] },
    ),
  }),
);
const notAnObject = fc.constantFrom<Json>(null, 42, "2 + 2", [], true);
/** Arguments each tool refuses, with the reason varied: not an object, missing, blank, wrong type or value. */
export const badArgsTarget: fc.Arbitrary<{ tool: string; args: Json }> = fc.oneof(
  fc.record({
    tool: fc.constant("calculator"),
    args: fc.oneof(notAnObject, fc.constant({}), fc.constantFrom<Json>({ expression: 42 }, { expression: "  " })),
  }),
  fc.record({
    tool: fc.constant("weather"),
    args: fc.oneof(
      notAnObject,
      fc.constantFrom<Json>({ city: "Oslo", units: "kelvin" }, { units: "metric" }, { city: "" }),
    ),
  }),
  fc.record({
    tool: fc.constant("database"),
    args: fc.oneof(notAnObject, fc.constantFrom<Json>({ sql: "SELECT 1", params: "1" }, { sql: 7 })),
  }),
);
/** Names no tool has, including the ones a plain-object lookup would find anyway; shrinking prefers the first. */
export const UNKNOWN_NAMES = [
  "search",
  "Weather",
  "calculater",
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
];
// Cross-shrinking: a name drawn by the second arbitrary shrinks to the first list too, so the
// counterexample says "search" however the seed drew it.
export const unknownName = fc.oneof(
  { withCrossShrink: true },
  fc.constantFrom(...UNKNOWN_NAMES),
  fc.string({ maxLength: 12 }).filter((name) => !isKataToolName(name)),
);
export const anyArgs = fc.oneof(
  validTarget.map((target) => target.args),
  notAnObject,
);
