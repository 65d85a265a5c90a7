import { describe, expect, it } from "vitest";
import { countPlaywright, countVitest } from "./test-counts.mjs";

function vitestReport(files: { name: string; status: string; tests: string[] }[]) {
  const all = files.flatMap((file) => file.tests);
  return {
    numPassedTests: all.filter((status) => status === "passed").length,
    numFailedTests: all.filter((status) => status === "failed").length,
    numPendingTests: all.filter((status) => status === "skipped").length,
    numTodoTests: 0,
    testResults: files.map((file) => ({
      name: file.name,
      status: file.status,
      assertionResults: file.tests.map((status, index) => ({
        status,
        fullName: `case ${index}`,
        failureMessages:
          status === "failed" ? ["\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3"] : [],
      })),
    })),
  };
}

describe("countVitest", () => {
  it("counts passed, failed and skipped tests from the report", () => {
    const report = vitestReport([{ name: "a.test.ts", status: "failed", tests: ["passed", "failed", "skipped"] }]);
    expect(countVitest(report, false)).toMatchObject({ passed: 1, failed: 1, skipped: 1 });
  });

  it("names each failed test with the first line of its error, without colour", () => {
    const report = vitestReport([
      { name: `${process.cwd()}/lib/a.test.ts`, status: "failed", tests: ["passed", "failed"] },
    ]);
    expect(countVitest(report, false).problems).toEqual([
      "unit tests: lib/a.test.ts › case 1: AssertionError: expected 1 to be 2",
    ]);
  });

  it("counts a test file that failed to load as one named failure", () => {
    const report = vitestReport([
      { name: "/x/broken.test.ts", status: "failed", tests: [] },
      { name: "/x/fine.test.ts", status: "passed", tests: ["passed", "passed"] },
    ]);
    const counts = countVitest(report, false);
    expect(counts.passed).toBe(2);
    expect(counts.failed).toBe(1);
    expect(counts.problems).toEqual(["unit tests: a test file did not load: /x/broken.test.ts"]);
  });

  it("counts a failed run whose report shows no failure as one failure", () => {
    const report = vitestReport([{ name: "a.test.ts", status: "passed", tests: ["passed"] }]);
    expect(countVitest(report, false)).toMatchObject({ passed: 1, failed: 1 });
  });

  it("counts a missing report as one failure", () => {
    expect(countVitest(null, true)).toMatchObject({ passed: 0, failed: 1 });
  });

  it("adds nothing for a clean run", () => {
    const report = vitestReport([{ name: "a.test.ts", status: "passed", tests: ["passed", "passed"] }]);
    expect(countVitest(report, true)).toEqual({ passed: 2, failed: 0, skipped: 0, problems: [] });
  });
});

describe("countPlaywright", () => {
  const stats = (expected: number, unexpected: number, flaky = 0, skipped = 0) => ({
    stats: { expected, unexpected, flaky, skipped },
    errors: [] as { message: string }[],
  });

  it("counts flaky tests as passed and unexpected ones as failed", () => {
    expect(countPlaywright(stats(5, 2, 1, 3), false)).toEqual({
      passed: 6,
      failed: 2,
      skipped: 3,
      problems: ["end-to-end tests: 2 more failed, not named in the report"],
    });
  });

  it("names each test that failed, from any depth of suites, with the first lines of its last try's first three errors", () => {
    const errors = (...messages: string[]) => ({ errors: messages.map((message) => ({ message })) });
    const lastTry = errors("Timed out\nmore", "locator.click: Target closed\ncall log", "Second", "Fourth");
    const spec = (title: string, status: string, line: number) => ({
      title,
      file: "a.spec.ts",
      line,
      tests: [{ status, results: [errors("first try"), lastTry] }],
    });
    const report = {
      ...stats(1, 2),
      suites: [
        { specs: [spec("opens", "expected", 3)], suites: [{ specs: [spec("grades", "unexpected", 9)], suites: [] }] },
        { specs: [spec("reveals", "unexpected", 20)] },
      ],
    };
    expect(countPlaywright(report, false).problems).toEqual([
      "end-to-end tests: a.spec.ts:9 › grades: Timed out · locator.click: Target closed · Second",
      "end-to-end tests: a.spec.ts:20 › reveals: Timed out · locator.click: Target closed · Second",
    ]);
  });

  it("counts each error outside a test (a spec that does not load) as a failure", () => {
    const report = { ...stats(4, 0), errors: [{ message: "SyntaxError: Unexpected token\n  at spec.ts:1" }] };
    const counts = countPlaywright(report, false);
    expect(counts.failed).toBe(1);
    expect(counts.problems).toEqual(["end-to-end run error: SyntaxError: Unexpected token"]);
  });

  it("counts a failed run whose report shows no failure as one failure", () => {
    expect(countPlaywright(stats(4, 0), false)).toMatchObject({ passed: 4, failed: 1 });
  });

  it("counts a missing report as one failure", () => {
    expect(countPlaywright(null, false)).toMatchObject({ failed: 1 });
  });
});
