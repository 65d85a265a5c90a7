/**
 * The fixed examples each rule checks before its property: the lesson's own cases, written
 * out, so the usual bug is found at once and shown as a call a person would write.
 */
import type { KataCase, KataRuleId } from "./verdict";

const slowCity = { kind: "return", output: { city: "Lisbon", temperature: 21 }, afterMs: 100 } as const;

export const RULE_EXAMPLES: Record<KataRuleId, readonly KataCase[]> = {
  "unknown-tool": [
    { timeoutMs: 1000, calls: [{ tool: "search", args: { query: "envelopes" }, behaviour: slowCity }] },
    { timeoutMs: 1000, calls: [{ tool: "constructor", args: {}, behaviour: slowCity }] },
  ],
  "bad-args": [
    { timeoutMs: 1000, calls: [{ tool: "calculator", args: { expression: 42 }, behaviour: slowCity }] },
    { timeoutMs: 1000, calls: [{ tool: "weather", args: { city: "Oslo", units: "kelvin" }, behaviour: slowCity }] },
  ],
  "ok-output": [
    { timeoutMs: 1000, calls: [{ tool: "weather", args: { city: "Lisbon", units: "metric" }, behaviour: slowCity }] },
    {
      timeoutMs: 1000,
      calls: [
        { tool: "calculator", args: { expression: " 2 + 2 " }, behaviour: { kind: "return", output: 4, afterMs: 0 } },
      ],
    },
  ],
  "thrown-error": [
    {
      timeoutMs: 1000,
      calls: [
        {
          tool: "database",
          args: { sql: "SELECT 1" },
          behaviour: { kind: "throw", message: "connection refused", afterMs: 50 },
        },
      ],
    },
    {
      timeoutMs: 1000,
      calls: [
        {
          tool: "calculator",
          args: { expression: "7 / 0" },
          behaviour: { kind: "throw-now", message: "division by zero" },
        },
      ],
    },
  ],
  deadline: [
    {
      timeoutMs: 500,
      calls: [
        { tool: "weather", args: { city: "Oslo" }, behaviour: { kind: "hang", onAbort: "ignore", message: "stopped" } },
      ],
    },
    {
      timeoutMs: 500,
      calls: [
        {
          tool: "database",
          args: { sql: "SELECT 1" },
          behaviour: { kind: "throw", message: "too slow", afterMs: 900 },
        },
      ],
    },
    // At the deadline's very instant the call is already late: a deadline that fires even a
    // millisecond after it, or lets the tool win the tie, answers ok here.
    {
      timeoutMs: 500,
      calls: [{ tool: "weather", args: { city: "Oslo" }, behaviour: { ...slowCity, afterMs: 500 } }],
    },
  ],
  "timeout-words": [
    {
      timeoutMs: 1000,
      calls: [
        {
          tool: "database",
          args: { sql: "SELECT 1" },
          behaviour: { kind: "throw", message: "upstream timeout (the proxy's words)", afterMs: 10 },
        },
      ],
    },
    {
      timeoutMs: 1000,
      calls: [
        {
          tool: "weather",
          args: { city: "Oslo" },
          behaviour: { kind: "signal-timeout", message: "gave up waiting for the upstream", afterMs: 10 },
        },
      ],
    },
  ],
  "exact-fields": [
    {
      timeoutMs: 1000,
      calls: [
        { tool: "weather", args: { city: "Lisbon" }, behaviour: slowCity },
        { tool: "search", args: {}, behaviour: slowCity },
        { tool: "calculator", args: { expression: "1" }, behaviour: { kind: "throw", message: "broken", afterMs: 5 } },
      ],
    },
  ],
  "nothing-escapes": [
    {
      timeoutMs: 300,
      calls: [
        { tool: "toString", args: null, behaviour: slowCity },
        { tool: "database", args: { sql: "SELECT 1" }, behaviour: { kind: "throw-now", message: "no connection" } },
        { tool: "weather", args: { city: "Oslo" }, behaviour: { kind: "hang", onAbort: "reject", message: "aborted" } },
      ],
    },
  ],
};
