// Turns the runners' JSON reports into counts for the closing line. Pure functions of
// the parsed report, so each way a run can go wrong is unit-tested
// (test-counts.test.ts) without running a runner.
import { readFileSync } from "node:fs";

/** The parsed JSON report at `file`, or null when it is missing or not JSON. */
export function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Counts from vitest's JSON report (of the run called `name`). A test file that failed to load reports no tests,
 * only a failed file: it counts as one failure, named. A runner that exited non-zero
 * with nothing failed in its report (or no report) counts as one failure too.
 */
export function countVitest(report, exitedOk, name = "unit tests") {
  if (!report) return missing(name, "no vitest report");
  const unloadable = report.testResults.filter(
    (file) => file.status === "failed" && file.assertionResults.length === 0,
  );
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloadable.length,
    skipped: report.numPendingTests + report.numTodoTests,
    problems: unloadable.map((file) => `${name}: a test file did not load: ${file.name}`),
  };
  if (report.numFailedTests > 0) counts.problems.push(name);
  return settle(counts, exitedOk, name);
}

/**
 * Counts from Playwright's JSON report. Errors outside any test (a spec that throws
 * on import, a web server that never started) are in `errors`: each counts as failed.
 */
export function countPlaywright(report, exitedOk) {
  if (!report) return missing("end-to-end tests", "no Playwright report");
  const loadErrors = report.errors ?? [];
  const counts = {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + loadErrors.length,
    skipped: report.stats.skipped,
    problems: loadErrors.map((error) => `end-to-end run error: ${firstLine(error.message)}`),
  };
  if (report.stats.unexpected > 0) counts.problems.push("end-to-end tests");
  return settle(counts, exitedOk, "end-to-end tests");
}

function missing(name, why) {
  return { passed: 0, failed: 1, skipped: 0, problems: [`${name}: ${why}`] };
}

// The exit code is the runner's own verdict: if it failed and the report shows no
// failure, something the report does not count went wrong, and it must not pass.
function settle(counts, exitedOk, name) {
  if (!exitedOk && counts.failed === 0) {
    return { ...counts, failed: 1, problems: [...counts.problems, `${name}: runner failed`] };
  }
  return counts;
}

function firstLine(text = "") {
  return text.split("\n")[0].slice(0, 200);
}
