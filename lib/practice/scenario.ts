/**
 * A practice scenario: one call (or one call under the retry loop) that the engine can
 * replay exactly, drawn from a seed. The scenario is everything the learner is shown and
 * everything the engine needs, so an item can be re-keyed, or opened in the sandbox, from
 * its data alone.
 */
import { z } from "zod";
import { type FaultPlan, FaultPlanSchema, type SteadyFault } from "@/lib/envelope/faults";
import { isToolName } from "@/lib/envelope/tool-names";
import { WEATHER_CITIES } from "@/lib/envelope/tools/weather";

/** The retry loop's limits when a scenario runs under it. */
export const RetryLimitsSchema = z.object({
  maxAttempts: z.number().int().min(1).max(10),
  budgetMs: z.number().int().min(1).max(60_000),
});

export const ScenarioSchema = z
  .object({
    tool: z.string().min(1).max(100),
    args: z.unknown(),
    timeoutMs: z.number().int().min(1).max(60_000),
    faults: FaultPlanSchema,
    /** The engine's seed: latencies and the retry loop's jitter. */
    seed: z.number().int().min(0).max(0xffffffff),
    retry: RetryLimitsSchema.optional(),
  })
  .strict();
export type Scenario = z.infer<typeof ScenarioSchema>;

/** Which calls a concept draws from: all of them, or those whose point is a slow tool. */
export type ScenarioPool = "any" | "slow" | "retry";

/** Deadlines the learner sees; all above the slowest natural latency (weather: 480 ms) by a margin. */
const DEADLINES = [1000, 1500, 2000, 3000, 5000];
const SLOW_MS = [200, 300, 500, 2500, 4000, 6000, 8000];
const NAMES = ["ada", "grace", "alan", "katherine", "edsger", "barbara", "linus", "margaret"];
const MISSPELLED = ["calculater", "wether", "weather_api", "db", "sendEmail", "search"];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A call to `tool` with arguments that are valid, or wrong in one of the ways agents get them wrong. */
function drawCall(random: Random): { tool: string; args: unknown } {
  const [a, b, c] = [int(random, 1, 99), int(random, 1, 99), int(random, 2, 9)];
  const city = pick(random, WEATHER_CITIES);
  const calls: { tool: string; args: unknown }[] = [
    { tool: "calculator", args: { expression: `${a} * (${b} + ${c})` } },
    { tool: "calculator", args: { expression: `${a} / (${c} - ${c})` } },
    { tool: "calculator", args: { expression: `(${a} + ${b}))` } },
    { tool: "calculator", args: { expression: a } },
    { tool: "weather", args: { city, units: pick(random, ["metric", "imperial"]) } },
    { tool: "weather", args: { city: `${city}ville` } },
    { tool: "weather", args: { city, units: "kelvin" } },
    { tool: "database", args: { sql: "SELECT name FROM customers WHERE city = ?", params: [city] } },
    { tool: "database", args: { sql: `SELECT total FROM orders WHERE id = ${c}` } },
    { tool: "database", args: { sql: "DELETE FROM orders" } },
    { tool: "database", args: { sql: "SELECT * FROM invoices" } },
    { tool: "send_email", args: { to: `${pick(random, NAMES)}@example.com`, subject: `Order ${a}`, body: "Shipped." } },
    { tool: "send_email", args: { to: pick(random, NAMES), subject: "Hello", body: "" } },
    { tool: pick(random, MISSPELLED), args: { expression: `${a} + ${b}` } },
  ];
  return pick(random, calls);
}

/** The faults `tool` can act out that a learner can reason about from the plan alone (nothing flaky). */
function faultsFor(tool: string, random: Random, pool: ScenarioPool): (SteadyFault | undefined)[] {
  if (!isToolName(tool)) return [undefined]; // a plan names only tools that exist
  const ms = pick(random, SLOW_MS);
  const slow: SteadyFault[] = [{ kind: "slow", ms }, { kind: "hang" }];
  const own: Record<string, SteadyFault[]> = {
    weather: [{ kind: "outage" }],
    database: [{ kind: "pool_exhausted" }, { kind: "slow_query", ms }],
    send_email: [{ kind: "late_reply", ms }],
  };
  const extra = own[tool] ?? [];
  if (pool === "slow") return [undefined, { kind: "throw" }, ...slow, ...extra.filter((f) => "ms" in f)];
  return [undefined, undefined, { kind: "throw" }, ...slow, ...extra];
}

/** Draws one scenario for `pool` from `random` (a seeded stream). */
export function drawScenario(random: Random, pool: ScenarioPool): Scenario {
  const { tool, args } = drawCall(random);
  const fault = pick(random, faultsFor(tool, random, pool));
  const faults: FaultPlan = fault === undefined ? {} : { [tool]: fault };
  const scenario: Scenario = { tool, args, timeoutMs: pick(random, DEADLINES), faults, seed: int(random, 0, 2 ** 31) };
  if (pool !== "retry") return scenario;
  return { ...scenario, retry: { maxAttempts: int(random, 2, 4), budgetMs: pick(random, [4000, 8000, 12_000]) } };
}
