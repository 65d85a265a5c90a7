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
    "WITH total AS (SELECT sum(total) AS total FROM orders) SELECT total FROM total",
    "WITH a AS (SELECT 1 AS x), b AS (SELECT x FROM a) SELECT * FROM b",
    "SELECT printf('%5.2f', total), hex('recursive') FROM orders",
    "SELECT * FROM orders WHERE ordered_on LIKE '%2025%' OR product = '%10000d'",
    "SELECT c.x FROM (WITH c(x) AS (SELECT 1) SELECT x FROM c) AS c",
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
    ["SELECT randomblob(1e8)", "randomblob() is not allowed here (it can allocate gigabytes)"],
    ["SELECT length(ZEROBLOB (1e9))", "zeroblob() is not allowed here (it can allocate gigabytes)"],
    [
      "SELECT printf('%.*c', 1000000000, 'x')",
      "the format '%.*c' asks for a width of thousands of characters; keep widths under 1000",
    ],
    [
      "SELECT printf('%999999999d', 1)",
      "the format '%999999999d' asks for a width of thousands of characters; keep widths under 1000",
    ],
    ["SELECT 1 /* open", "the comment at position 10 is never closed"],
    ["-- nothing", "there is no statement"],
    [";;", "there is no statement"],
    ["(1)", "the statement has no keyword"],
  ])("refuses %j", (sql, problem) => {
    expect(findReadOnlyProblem(sql)).toBe(problem);
  });
});

describe("recursive queries", () => {
  const RECURSIVE = "recursive queries are not allowed here (they can run forever)";
  it.each([
    // SQLite makes a CTE recursive when its body names itself; the word RECURSIVE is optional.
    "WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c",
    'WITH "c"(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM "C" LIMIT 10000000) SELECT max(x) FROM c',
    "SELECT * FROM customers WHERE id IN (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n)",
    "SELECT (WITH n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM orders, n) SELECT count(*) FROM n)",
    "WITH a AS (SELECT * FROM b), b AS (SELECT * FROM a) SELECT * FROM a",
    "WITH c AS (SELECT 1 AS x UNION ALL SELECT x FROM orders JOIN c ON 1) SELECT 1",
    "WITH c AS (SELECT 1 AS x WHERE 1 IN c) SELECT 1",
  ])("refuses %j", (sql) => {
    expect(findReadOnlyProblem(sql)).toBe(RECURSIVE);
  });
});
