/**
 * The realm engine: the harness and the submission run in this JavaScript realm, through
 * `new Function`. In the browser it runs inside a dedicated Worker whose watchdog terminates
 * it when the submission loops; in Node it serves the tests. It is feedback, not a security
 * boundary: the server's QuickJS engine gives the grade.
 */
import { type CaseReport, CaseReportSchema, type KataEngine, type LoadAnswer, LoadAnswerSchema } from "./engine";
import { HARNESS_SOURCE, type HarnessApi } from "./harness-source";
import { snapshotBuiltins } from "./realm-builtins";
import type { KataCase } from "./verdict";

/** A realm engine with a fresh harness (and a fresh virtual clock); one per grading. */
export function createRealmEngine(): KataEngine {
  // The host's built-ins as they are now, before the submission can touch them; put back
  // after load, drains and reports, so a submission that patches them cannot fool the grader
  // around it (fast-check, the oracle, the comparison all run in this realm).
  const builtins = snapshotBuiltins();
  const harness = new Function(`return ${HARNESS_SOURCE}`)() as HarnessApi;
  const hop = macrotaskHop();
  // The harness checks the built-ins when it reports, but by then they have been put back
  // here; remember the first change so this engine refuses exactly where QuickJS does.
  let changed = "";
  const putBack = (quick = false) => {
    const first = builtins.restore({ quick });
    if (changed === "") changed = first;
  };
  const guarded = <T>(step: () => T): T => {
    try {
      return step();
    } finally {
      putBack();
    }
  };
  return {
    // Parse only after guarded() has put the built-ins back: zod and JSON run on the host's side.
    load: async (js) => parseAnswer(guarded(() => harness.load(js))),
    // start and advance run the submission synchronously, and a drain always follows: that
    // drain puts the built-ins back, which halves the cost of guarding a case.
    start: async (kataCase: KataCase) => harness.start(JSON.stringify(kataCase)),
    drain: async () => {
      await hop.next();
      putBack(true); // the full check comes with the report, before the host reads anything
    },
    advance: async () => harness.advance() === true,
    report: async (): Promise<CaseReport> => {
      const report = CaseReportSchema.parse(JSON.parse(guarded(() => harness.report())));
      return report.changedBuiltin === "" ? { ...report, changedBuiltin: changed } : report;
    },
    dispose: () => hop.close(),
  };
}

function parseAnswer(text: string): LoadAnswer {
  return LoadAnswerSchema.parse(JSON.parse(text));
}

/**
 * Waits for one macrotask: every microtask queued before (and by) the submission has run by
 * then. One MessageChannel per engine; it exists in browsers, workers and Node.
 */
function macrotaskHop() {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  // NOTE: not unref'd in Node: a script awaiting a grading must not exit mid-hop. The port
  // keeps the process alive until dispose() closes it, which gradeSubmission always does.
  channel.port1.onmessage = () => waiting.shift()?.();
  return {
    next: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        channel.port2.postMessage(null);
      }),
    close: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}
