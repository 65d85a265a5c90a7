import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { InjectedFault } from "./faults";
import {
  createRaisingToolsLayer,
  DatabaseTimeoutError,
  describeEscaped,
  type RaisingToolsLayerOptions,
  UnknownToolError,
  WeatherTimeoutError,
} from "./raising-tools-layer";
import { settle, useFakeClock } from "./test-support";
import { CalculatorSyntaxError, DivisionByZeroError } from "./tools/arithmetic";
import { PoolExhaustedError } from "./tools/connection-pool";
import { ReadOnlyQueryError } from "./tools/database";
import { loadSqlFromNodeModules } from "./tools/sql-loader-node";
import { CityNotFoundError, ServiceUnavailableError } from "./tools/weather";

const layers: { dispose(): void }[] = [];
const raising = (options: RaisingToolsLayerOptions = {}) => {
  const layer = createRaisingToolsLayer({ loadSql: loadSqlFromNodeModules, ...options });
  layers.push(layer);
  return layer;
};
/** What escaped the call: its class, or "no exception" with the value. */
const escaped = async (promise: Promise<unknown>) =>
  settle(
    promise.then(
      (value) => ({ escaped: false, value }),
      (thrown: unknown) => ({ escaped: true, thrown }),
    ),
  );

beforeAll(async () => {
  await loadSqlFromNodeModules();
});
beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
  for (const layer of layers.splice(0)) layer.dispose();
});

describe("the raising layer lets each failure escape as its own class", () => {
  it.each([
    ["an unknown tool", "printer", {}, {}, UnknownToolError],
    ["a malformed expression", "calculator", { expression: "(1 + 2))" }, {}, CalculatorSyntaxError],
    ["division by zero", "calculator", { expression: "1/0" }, {}, DivisionByZeroError],
    ["missing arguments", "calculator", null, {}, TypeError],
    [
      "a slow weather service",
      "weather",
      { city: "Oslo" },
      { faults: { weather: { kind: "slow", ms: 5000 } } },
      WeatherTimeoutError,
    ],
    [
      "a weather outage",
      "weather",
      { city: "Oslo" },
      { faults: { weather: { kind: "outage" } } },
      ServiceUnavailableError,
    ],
    ["an unknown city", "weather", { city: "Atlantis" }, {}, CityNotFoundError],
    [
      "a full pool",
      "database",
      { sql: "SELECT 1" },
      { faults: { database: { kind: "pool_exhausted" } } },
      PoolExhaustedError,
    ],
    [
      "a wait for a full pool",
      "database",
      { sql: "SELECT 1" },
      { faults: { database: { kind: "pool_exhausted" } }, poolWait: true },
      DatabaseTimeoutError,
    ],
    ["a write query", "database", { sql: "DELETE FROM orders" }, {}, ReadOnlyQueryError],
    [
      "an injected throw",
      "calculator",
      { expression: "1" },
      { faults: { calculator: { kind: "throw" } } },
      InjectedFault,
    ],
  ] as const)("throws for %s", async (_, tool, args, options, errorClass) => {
    const outcome = await escaped(raising(options as RaisingToolsLayerOptions).run(tool, args));
    expect(outcome.escaped).toBe(true);
    expect("thrown" in outcome && outcome.thrown).toBeInstanceOf(errorClass);
  });

  it("returns the bare output, with no envelope, when the call works", async () => {
    expect(await escaped(raising().run("calculator", { expression: "6 * 7" }))).toEqual({
      escaped: false,
      value: { value: 42 },
    });
  });

  it("names the class of what escaped for display", async () => {
    const outcome = await escaped(raising({ faults: { weather: { kind: "hang" } } }).run("weather", { city: "Oslo" }));
    expect(describeEscaped("thrown" in outcome ? outcome.thrown : undefined)).toEqual({
      className: "WeatherTimeoutError",
      message: "weather timed out after 2000 ms",
    });
    expect(describeEscaped("plain")).toEqual({ className: "string", message: "plain" });
  });
});
