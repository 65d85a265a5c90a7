/**
 * Builds the four built-in tools with their faults applied. Shared by the envelope layer
 * and the raising layer, so the side-by-side comparison runs the very same tools.
 */
import type { SqlJsStatic } from "sql.js";
import { type Fault, type FaultPlan, FaultPlanSchema, withFault } from "./faults";
import { seededStream } from "./prng";
import { createCalculatorTool } from "./tools/calculator";
import { ConnectionPool } from "./tools/connection-pool";
import { createDatabaseTool } from "./tools/database";
import { createSendEmailTool, Outbox } from "./tools/send-email";
import type { SqlExecutor } from "./tools/sql-executor";
import { createWeatherTool } from "./tools/weather";
import type { Tool } from "./tools-layer";

/** Options for the built-in tools (a subset of createToolsLayer's options). */
export interface BuiltInToolOptions {
  /** Which tools misbehave and how. Checked with FaultPlanSchema. */
  faults?: FaultPlan;
  /** Seed for latencies and flaky dice. Default 1. */
  seed?: number;
  /** Database connections available at once. Default 2. */
  poolSize?: number;
  /** When the pool is full: false fails fast (tool_error), true queues until the deadline. Default false. */
  poolWait?: boolean;
  /** Loads sql.js for the database tool. Required for database calls to succeed. */
  loadSql?: () => Promise<SqlJsStatic>;
  /** Runs the database's SQL elsewhere (the browser's worker); wins over `loadSql`. */
  sqlExecutor?: SqlExecutor;
}

/** The built-in tools, the database's pool, send_email's outbox, and a way to free the database. */
export interface BuiltInTools {
  tools: Tool[];
  pool: ConnectionPool;
  outbox: Outbox;
  dispose(): void;
}

/**
 * Creates calculator, weather, database and send_email. Throws on an invalid fault plan or pool
 * size: those are programmer errors, which should fail loudly at setup, not per call.
 */
export function buildTools(options: BuiltInToolOptions = {}): BuiltInTools {
  const parsed = FaultPlanSchema.safeParse(options.faults ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid fault plan: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const poolSize = options.poolSize ?? 2;
  if (!Number.isInteger(poolSize) || poolSize < 1)
    throw new Error(`poolSize must be a whole number ≥ 1, got ${poolSize}`);
  const seed = options.seed ?? 1;
  const pool = new ConnectionPool(poolSize, options.poolWait ?? false);
  const database = createDatabaseTool({
    loadSql: options.loadSql,
    executor: options.sqlExecutor,
    pool,
    random: seededStream(seed, "database:latency"),
  });
  const outbox = new Outbox();
  const plan: Record<string, Fault | undefined> = parsed.data;
  const plain: Tool[] = [
    createCalculatorTool(),
    createWeatherTool(seededStream(seed, "weather:latency")),
    database,
    createSendEmailTool(outbox, seededStream(seed, "send_email:latency")),
  ];
  const tools = plain.map((tool) => withFault(tool, plan[tool.name], seededStream(seed, `faults:${tool.name}`)));
  return { tools, pool, outbox, dispose: () => database.close() };
}

/** Throws unless `timeoutMs` is absent or a whole number of ms that setTimeout can honour. */
export function checkTimeoutMs(timeoutMs: number | undefined): void {
  if (timeoutMs === undefined) return;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 2_147_483_647) {
    throw new Error(`timeoutMs must be a whole number of ms from 1 to 2147483647, got ${timeoutMs}`);
  }
}
