// Turns the runners' JSON reports into counts for the closing line. Pure functions of
// the parsed report, so each way a run can go wrong is unit-tested
// (test-counts.test.ts) without running a runner.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

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
  // Each failed test by name and first error line, so the end of a cut CI log says what failed.
  const named = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => {
        const where = `${relative(process.cwd(), file.name)} › ${test.fullName ?? test.title}`;
        return `${name}: ${where}: ${firstLine(test.failureMessages?.[0])}`;
      }),
  );
  counts.problems.push(...named, ...unnamed(name, report.numFailedTests - named.length));
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
  const named = unexpectedTests(report.suites ?? []).map((failed) => `end-to-end tests: ${failed}`);
  counts.problems.push(...named, ...unnamed("end-to-end tests", report.stats.unexpected - named.length));
  return settle(counts, exitedOk, "end-to-end tests");
}

/** A line for failures the report counts but does not name, so none goes unsaid. */
function unnamed(name, count) {
  return count > 0 ? [`${name}: ${count} more failed, not named in the report`] : [];
}

/** "file:line › title: first error line" of every test Playwright reports as unexpected. */
function unexpectedTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          // A timeout's own error names no step; the ones after it name what was cut off.
          const errors = (test.results.at(-1)?.errors ?? []).slice(0, 3).map((error) => firstLine(error.message));
          return `${spec.file}:${spec.line} › ${spec.title}: ${errors.join(" · ")}`;
        }),
    ),
    ...unexpectedTests(suite.suites ?? []),
  ]);
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
  // Runners colour their messages; a log line reads better without the escapes.
  return stripVTControlCharacters(text).split("\n")[0].slice(0, 200);
}
