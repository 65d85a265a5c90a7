import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type CreateToolsLayerOptions, createToolsLayer } from "../index";
import { createNodeToolsLayer } from "../node";
import { settle, useFakeClock } from "../test-support";
import { loadSqlFromNodeModules } from "./sql-loader-node";

const layers: { dispose(): void }[] = [];
const layerWith = (options: CreateToolsLayerOptions = {}) => {
  const layer = createToolsLayer({ loadSql: loadSqlFromNodeModules, ...options });
  layers.push(layer);
  return layer;
};
const query = (sql: string, params?: unknown[]) => ({ sql, ...(params ? { params } : {}) });

beforeAll(async () => {
  await loadSqlFromNodeModules(); // compile the wasm once, with real timers
});
beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
  for (const layer of layers.splice(0)) layer.dispose();
});

describe("database", () => {
  it("reports ok with columns and rows for a SELECT with parameters", async () => {
    const sql = "SELECT name, city FROM customers WHERE country = ? OR id = ? ORDER BY id";
    expect(await settle(layerWith().run("database", query(sql, ["Japan", 1])))).toEqual({
      status: "ok",
      tool: "database",
      output: {
        columns: ["name", "city"],
        rows: [
          ["Ana Sousa", "Lisbon"],
          ["Haruto Sato", "Tokyo"],
        ],
        rowCount: 2,
        truncated: false,
      },
    });
  });

  it("holds 8 customers and 15 orders, joined by customer_id", async () => {
    const sql = "SELECT (SELECT count(*) FROM customers), count(*), count(DISTINCT customer_id) FROM orders";
    const result = await settle(layerWith().run("database", query(sql)));
    expect(result.status === "ok" && (result.output as { rows: unknown[] }).rows).toEqual([[8, 15, 8]]);
  });

  it("caps the rows it returns and says so", async () => {
    const result = await settle(layerWith().run("database", query("SELECT * FROM customers, orders")));
    expect(result.status === "ok" && result.output).toMatchObject({ rowCount: 100, truncated: true });
  });

  it("reports tool_error instead of returning values too large to show", async () => {
    // Each replace() makes the string ten times longer: 1,000,000 characters in one cell.
    let grown = "'xxxxxxxxxx'";
    for (let i = 0; i < 5; i++) grown = `replace(${grown}, 'x', 'xxxxxxxxxx')`;
    // The size cap is under test, not the deadline: a busy machine may take seconds to
    // build the value, so the call gets a deadline it cannot reach.
    const roomy = () => layerWith({ timeoutMs: 60_000 });
    const result = await settle(roomy().run("database", query(`SELECT ${grown}`)));
    expect(result).toMatchObject({ status: "tool_error", error: expect.stringMatching(/too large to show/) });
    const blob = await settle(roomy().run("database", query(`SELECT CAST(${grown} AS BLOB)`)));
    expect(blob).toMatchObject({ status: "tool_error", error: expect.stringMatching(/too large to show/) });
  });

  it.each([
    ["INSERT INTO orders VALUES (16, 1, 'x', 1, 1, '2025-01-01')", "sql: only SELECT queries are allowed, not INSERT"],
    ["SELECT 1; DELETE FROM orders", "sql: only one statement is allowed; a second one starts at position 11"],
    ["PRAGMA query_only = OFF", "sql: only SELECT queries are allowed, not PRAGMA"],
    ["ATTACH ':memory:' AS other", "sql: only SELECT queries are allowed, not ATTACH"],
  ])("reports invalid_args for %j and never touches the database", async (sql, error) => {
    const loadSql = vi.fn(loadSqlFromNodeModules);
    expect(await layerWith({ loadSql }).run("database", query(sql))).toEqual({
      status: "invalid_args",
      tool: "database",
      error,
      code: "bad_arguments",
    });
    expect(loadSql).not.toHaveBeenCalled();
  });

  it("reports invalid_args for parameters of the wrong type", async () => {
    const result = await layerWith().run("database", query("SELECT ?", [{ id: 1 }]));
    expect(result.status === "invalid_args" && result.error).toMatch(/^params\.0: /);
  });

  it.each([
    ["SELECT * FROM invoices", "no such table: invoices"],
    ["SELECT email FROM customers", "no such column: email"],
  ])("reports tool_error with SQLite's message for %j", async (sql, error) => {
    expect(await settle(layerWith().run("database", query(sql)))).toEqual({
      status: "tool_error",
      tool: "database",
      error,
      code: "bad_arguments",
      retry: { retryable: false, reason: "SQLite refuses the same query the same way" },
    });
  });

  it("loads sql.js once per layer and keeps the database between calls", async () => {
    const loadSql = vi.fn(loadSqlFromNodeModules);
    const layer = layerWith({ loadSql });
    await settle(layer.run("database", query("SELECT 1")));
    await settle(layer.run("database", query("SELECT 2")));
    expect(loadSql).toHaveBeenCalledTimes(1);
  });

  it("answers ok from createNodeToolsLayer without any options", async () => {
    const layer = createNodeToolsLayer();
    layers.push(layer);
    expect((await settle(layer.run("database", query("SELECT 1")))).status).toBe("ok");
  });

  it("reports tool_error naming the fix when no loadSql was given", async () => {
    const result = await settle(createToolsLayer().run("database", query("SELECT 1")));
    expect(result.status === "tool_error" && result.error).toContain("pass loadSql to createToolsLayer");
  });
});

describe("database connection pool", () => {
  const three = (layer: ReturnType<typeof layerWith>) =>
    settle(Promise.all([1, 2, 3].map((n) => layer.run("database", query(`SELECT ${n}`)))));

  it("lets two of three concurrent calls through a pool of 2 and fails the third fast", async () => {
    const results = await three(layerWith({ poolSize: 2 }));
    expect(results.map((r) => r.status)).toEqual(["ok", "ok", "tool_error"]);
    expect(results[2]).toEqual({
      status: "tool_error",
      tool: "database",
      error: "connection pool exhausted (2/2 in use)",
      code: "unavailable",
      retry: { retryable: true, afterMs: 10, reason: "every connection is in use" },
    });
  });

  it("serves all three when the pool waits and connections free up before the deadline", async () => {
    const results = await three(layerWith({ poolSize: 2, poolWait: true }));
    expect(results.map((r) => r.status)).toEqual(["ok", "ok", "ok"]);
  });

  it("reports tool_error when the pool_exhausted fault holds every connection", async () => {
    const result = await settle(
      layerWith({ faults: { database: { kind: "pool_exhausted" } } }).run("database", query("SELECT 1")),
    );
    expect(result).toEqual({
      status: "tool_error",
      tool: "database",
      error: "connection pool exhausted (2/2 in use)",
      code: "unavailable",
      retry: { retryable: true, afterMs: 10, reason: "every connection is in use" },
    });
  });

  it("reports timeout when it waits for a connection past its deadline", async () => {
    const layer = layerWith({ faults: { database: { kind: "pool_exhausted" } }, poolWait: true, timeoutMs: 300 });
    const { result, report } = await settle(layer.runWithReport("database", query("SELECT 1")));
    expect(result).toEqual({ status: "timeout", tool: "database", error: "no answer within 300 ms", code: "deadline" });
    expect(report.durationMs).toBe(300);
  });
});
