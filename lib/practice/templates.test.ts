import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { practiceKind } from "./kind";
import { fillStem, PracticeFileSchema } from "./templates";
import { templatesOf } from "./test-support";

const fileWith = (concept: string, ask: string, stem: string) => ({ concepts: [{ concept, items: [{ ask, stem }] }] });
const messages = (raw: unknown) => {
  const parsed = PracticeFileSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("practice templates", () => {
  it("reads every lesson's practice.yaml", () => {
    expect(templatesOf("error-envelope").map((t) => t.concept)).toContain("model-message");
    expect(templatesOf("deadlines-and-retries").map((t) => t.ask)).toEqual(["ending", "attempts", "final-status"]);
  });

  it("names the asks a concept has when a template asks another", () => {
    expect(messages(fileWith("retry", "status", "Which status comes back from {tool}?"))).toEqual([
      'concepts.0.items.0.ask: "status" is not an ask of retry; use one of attempts, final-status',
    ]);
  });

  it("refuses a placeholder the scenario cannot fill, and retry placeholders outside retry items", () => {
    expect(messages(fileWith("status", "status", "What does {tool} do by {deadline}?"))[0]).toMatch(
      /^concepts.0.items.0.stem: \{deadline\} is not a placeholder here; use \{tool\}/,
    );
    expect(messages(fileWith("status", "status", "What after {maxAttempts} attempts?"))).toHaveLength(1);
    expect(messages(fileWith("retry", "attempts", "How many of {maxAttempts} attempts?"))).toEqual([]);
  });

  it("refuses a concept listed twice and a concept it does not know", () => {
    const twice = {
      concepts: [
        fileWith("step", "step", "Which step decides {tool}?").concepts[0],
        fileWith("step", "step", "Again, which step for {tool}?").concepts[0],
      ],
    };
    expect(messages(twice)).toEqual(["concepts.1.concept: step is listed twice; merge its items"]);
    expect(messages(fileWith("latency", "status", "Which status for {tool}?"))).toHaveLength(1);
  });

  it("holds the limits docs/practice.md states: a stem of 10 to 400 characters, 1 to 20 items per concept", () => {
    const stem = (n: number) => `{tool}${"x".repeat(n - 6)}`;
    expect(messages(fileWith("step", "step", stem(10)))).toEqual([]);
    expect(messages(fileWith("step", "step", stem(9)))).toHaveLength(1);
    expect(messages(fileWith("step", "step", stem(400)))).toEqual([]);
    expect(messages(fileWith("step", "step", stem(401)))).toHaveLength(1);
    const items = (n: number) => ({
      concepts: [{ concept: "step", items: Array(n).fill({ ask: "step", stem: stem(20) }) }],
    });
    expect(messages(items(20))).toEqual([]);
    expect(messages(items(21))).toHaveLength(1);
    expect(messages(items(0))).toHaveLength(1);
  });

  it("asks for each concept's section once the checkpoint draws questions, and holds draws to 1..10", () => {
    const file = fileWith("status", "status", "What does {tool} give back?");
    expect(messages({ ...file, checkpoint: { draws: 3 } })).toEqual([
      "concepts.0.section: the checkpoint draws questions on this concept: name the heading it is taught under",
    ]);
    const placed = { concepts: [{ ...file.concepts[0], section: "statuses" }] };
    expect(messages({ ...placed, checkpoint: { draws: 3 } })).toEqual([]);
    expect(messages({ ...placed, checkpoint: { draws: 11 } })).toHaveLength(1);
    expect(messages({ ...placed, checkpoint: { draws: 0 } })).toHaveLength(1);
  });

  it("checks a concept's section against the lesson's headings in content:check", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "practice-check-"));
    const file = path.join(dir, "practice.yaml");
    writeFileSync(
      file,
      "concepts:\n  - concept: status\n    section: nowhere\n    items:\n      - ask: status\n        stem: What does {tool} give back?\ncheckpoint:\n  draws: 2\n",
    );
    const lesson = { slug: "x", dir, file, headingIds: ["statuses"], scenarioIds: [], otherScenarios: new Map() };
    const problems = await practiceKind.check({ ...lesson, lessonReads: true, tableRowsAbove: [] });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ["concepts #1 › section", expect.stringMatching(/"nowhere" is not a heading/)],
    ]);
  });

  it("fills a stem from the scenario, the fault plan in words", () => {
    const scenario = {
      tool: "weather",
      args: { city: "Oslo" },
      timeoutMs: 1500,
      faults: { weather: { kind: "slow" as const, ms: 2500 } },
      seed: 1,
      retry: { maxAttempts: 3, budgetMs: 8000 },
    };
    expect(fillStem("{tool} {args} within {timeoutMs}; {faults}; {maxAttempts} in {budgetMs}.", scenario)).toBe(
      'weather {"city":"Oslo"} within 1500 ms; weather starts its work 2500 ms late; 3 in 8000 ms.',
    );
  });
});
