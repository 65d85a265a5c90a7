/**
 * The invariant, tested on random input: whatever the tool name, arguments, fault plan,
 * seed, deadline and pool settings, every call settles to a valid ToolResult. Runs under
 * fake timers, so hangs and slow services cost no real time.
 */
import fc from "fast-check";
import type { SqlJsStatic } from "sql.js";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { faultPlanArbitrary } from "./fault-plan.arbitrary";
import { createToolsLayer } from "./index";
import { STEP_LINES } from "./step-lines.generated";
import { STEP_IDS, STEP_STATUS } from "./steps";
import { settle, useFakeClock } from "./test-support";
import { TOOL_NAMES } from "./tool-names";
import { TOOL_STATUSES, ToolResultSchema } from "./tool-result";

/** The code each step of the layer's own writes; the catch-all takes it from what was thrown. */
const CODE_OF_STEP: Record<string, string> = {
  "unknown-tool": "unknown_tool",
  validation: "bad_arguments",
  timeout: "deadline",
};

import { loadSqlFromNodeModules } from "./tools/sql-loader-node";
import { WEATHER_CITIES } from "./tools/weather";

// Hostile values are built at call time from a marker: fast-check itself would trip on
// them while generating, shrinking or printing a counterexample.
type Hostile = { hostile: number };
const HOSTILE: (() => unknown)[] = [
  () => ({
    get expression(): string {
      throw new Error("getter");
    },
  }),
  () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
        ownKeys() {
          throw new Error("trap");
        },
      },
    ),
  () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  },
  () => Object.create(null),
  () => Symbol("value"),
  () => 10n,
  () => ({
    toString: () => {
      throw new Error("toString");
    },
  }),
  () => 7,
];
const hostile = fc.nat(HOSTILE.length - 1).map((index): Hostile => ({ hostile: index }));
const unwrap = (value: unknown) => {
  const marker = value as Partial<Hostile> | null;
  return typeof marker === "object" &&
    marker !== null &&
    typeof marker.hostile === "number" &&
    Object.keys(marker).length === 1
    ? HOSTILE[marker.hostile]?.()
    : value;
};
const SQL = [
  "SELECT * FROM customers",
  "SELECT count(*) FROM orders WHERE total > ?",
  "SELECT nope FROM customers",
  "DELETE FROM orders",
  "SELECT 1; SELECT 2",
  "WITH t AS (SELECT * FROM orders) SELECT product, sum(quantity) FROM t GROUP BY product",
];
const expression = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.nat(100).map(String), fc.constant("0"), fc.constant("2.5")),
    fc.tuple(tie("expr"), fc.constantFrom("+", "-", "*", "/"), tie("expr")).map(([a, op, b]) => `${a} ${op} ${b}`),
    tie("expr").map((e) => `(${e})`),
    tie("expr").map((e) => `-${e}`),
  ),
})).expr;

const toolName = fc.oneof(
  fc.constantFrom(...TOOL_NAMES),
  fc.string(),
  fc.constantFrom("constructor", "__proto__", "", "Weather"),
  hostile,
);
const calculatorArgs = fc.record({ expression: fc.oneof(expression, fc.string()) });
const weatherArgs = fc.record(
  {
    city: fc.oneof(fc.constantFrom(...WEATHER_CITIES), fc.string()),
    units: fc.constantFrom("metric", "imperial", "kelvin"),
  },
  { requiredKeys: ["city"] },
);
const databaseArgs = fc.record(
  {
    sql: fc.constantFrom(...SQL),
    params: fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 2 }),
  },
  { requiredKeys: ["sql"] },
);
const sendEmailArgs = fc.record(
  {
    to: fc.oneof(fc.constant("ada@example.com"), fc.string()),
    subject: fc.oneof(fc.constant("Receipt"), fc.string()),
    body: fc.string(),
    idempotencyKey: fc.constantFrom("receipt-1", "receipt-2", ""),
  },
  { requiredKeys: ["to", "subject", "body"] },
);
const anyArgs = fc.oneof(fc.jsonValue(), calculatorArgs, weatherArgs, databaseArgs, sendEmailArgs, hostile);
// Two thirds of the calls aim well (a tool with its own kind of arguments), the rest are anything.
const target: fc.Arbitrary<[unknown, unknown]> = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(fc.constant("calculator"), calculatorArgs) },
  { weight: 2, arbitrary: fc.tuple(fc.constant("weather"), weatherArgs) },
  { weight: 2, arbitrary: fc.tuple(fc.constant("database"), databaseArgs) },
  { weight: 2, arbitrary: fc.tuple(fc.constant("send_email"), sendEmailArgs) },
  { weight: 3, arbitrary: fc.tuple(toolName, anyArgs) },
);
const setup = fc.record({
  faults: faultPlanArbitrary,
  seed: fc.integer(),
  timeoutMs: fc.integer({ min: 1, max: 3000 }),
  poolSize: fc.integer({ min: 1, max: 3 }),
  poolWait: fc.boolean(),
});
const call = fc.record({ target, withReport: fc.boolean() });

let sqlJs: SqlJsStatic;
beforeAll(async () => {
  sqlJs = await loadSqlFromNodeModules(); // real timers: reads and compiles the wasm once
});
beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

it("settles every call to a valid ToolResult, within its deadline, leaving no timers (10,000 cases)", {
  timeout: 120_000,
}, async () => {
  const seen = new Map<string, number>(); // "tool status" and "step" counts, to prove the cases are varied
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  await fc.assert(
    fc.asyncProperty(setup, fc.array(call, { minLength: 1, maxLength: 3 }), async (options, calls) => {
      const layer = createToolsLayer({ ...options, loadSql: async () => sqlJs });
      try {
        // Started together, so pool limits and faults interact; none may throw or reject.
        const pending = calls.map(({ target: [name, args], withReport }) => {
          const [tool, raw] = [unwrap(name) as string, unwrap(args)];
          if (withReport) return layer.runWithReport(tool, raw);
          return layer.run(tool, raw).then((result) => ({ result, report: undefined }));
        });
        const outcomes = await settle(Promise.all(pending));
        for (const [index, { result, report }] of outcomes.entries()) {
          expect(ToolResultSchema.safeParse(result).success).toBe(true);
          const name = calls[index]?.target[0];
          if (typeof name === "string") expect(result.tool).toBe(name);
          count(`${result.tool} ${result.status}`);
          // A hint only ever rides on a tool_error from a tool that threw a typed ToolFailure.
          if ("retry" in result) {
            expect(result.status).toBe("tool_error");
            count(`${result.tool} retry hint`);
          }
          // Every failure of the lesson's layer carries a code, and the layer's own steps fix it.
          if (result.status !== "ok") expect(result.code).toBeDefined();
          if (report) {
            count(report.step);
            expect(STEP_STATUS[report.step]).toBe(result.status);
            if (report.step in CODE_OF_STEP) expect(result).toHaveProperty("code", CODE_OF_STEP[report.step]);
            expect(report.lines).toEqual(STEP_LINES[report.step]);
            expect(report.durationMs).toBeGreaterThanOrEqual(0);
            expect(report.durationMs).toBeLessThanOrEqual(options.timeoutMs);
          }
        }
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        layer.dispose();
      }
    }),
    { numRuns: 10_000 },
  );
  for (const key of [
    ...STEP_IDS,
    ...TOOL_NAMES.flatMap((tool) => TOOL_STATUSES.map((status) => `${tool} ${status}`)),
    "weather retry hint", // outage and unknown city
    "database retry hint", // a full pool
  ]) {
    expect(seen.get(key) ?? 0, key).toBeGreaterThanOrEqual(50);
  }
});
