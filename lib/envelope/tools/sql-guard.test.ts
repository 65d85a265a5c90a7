import { describe, expect, it } from "vitest";
import { findReadOnlyProblem } from "./sql-guard";

describe("findReadOnlyProblem", () => {
  it.each([
    "SELECT * FROM customers",
    "select name from customers;",
    "  SELECT 1 ;  -- trailing comment",
    "WITH big AS (SELECT * FROM orders WHERE total > 50) SELECT count(*) FROM big",
    "WITH a(x) AS (SELECT 1), b AS MATERIALIZED (SELECT 2) SELECT * FROM a, b",
    "SELECT 'a; DELETE FROM orders' AS text",
    'SELECT "delete", [insert], `update` FROM (SELECT 1 AS "delete", 2 AS [insert], 3 AS `update`)',
    "/* note; */ SELECT 'it''s'",
    "SELECT 1; ; -- only comments after",
  ])("allows the single read-only query %j", (sql) => {
    expect(findReadOnlyProblem(sql)).toBeNull();
  });

  it.each([
    ["INSERT INTO orders VALUES (1)", "only SELECT queries are allowed, not INSERT"],
    ["update customers set name = 'x'", "only SELECT queries are allowed, not UPDATE"],
    ["PRAGMA table_info(customers)", "only SELECT queries are allowed, not PRAGMA"],
    ["ATTACH DATABASE 'x.db' AS x", "only SELECT queries are allowed, not ATTACH"],
    ["SELECT 1; DROP TABLE orders", "only one statement is allowed; a second one starts at position 11"],
    ["SELECT 1;SELECT 2", "only one statement is allowed; a second one starts at position 10"],
    ["WITH x AS (SELECT 1) DELETE FROM orders", "only SELECT queries are allowed, not WITH … DELETE"],
    [
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT * FROM n",
      "recursive queries are not allowed here (they can run forever)",
    ],
    ["SELECT 'open", "the quote at position 8 is never closed"],
    ["SELECT 1 /* open", "the comment at position 10 is never closed"],
    ["-- nothing", "there is no statement"],
    [";;", "there is no statement"],
    ["(1)", "the statement has no keyword"],
  ])("refuses %j", (sql, problem) => {
    expect(findReadOnlyProblem(sql)).toBe(problem);
  });
});
