/**
 * The realm engine: the harness and the submission run in this JavaScript realm (the
 * submission through `new Function`). In the browser it runs inside a dedicated Worker whose watchdog terminates
 * it when the submission loops; in Node it serves the tests. It is feedback, not a security
 * boundary: the server's QuickJS engine gives the grade.
 */
import {
  type CallReport,
  CallReportSchema,
  type CaseReport,
  CaseReportSchema,
  type EngineCase,
  type KataEngine,
  type LoadAnswer,
  LoadAnswerSchema,
} from "./engine";
import { createHarness, createLiveHarness, type LiveHostTool } from "./harness/harness";
import { snapshotBuiltins } from "./realm-builtins";

/** A realm engine with a fresh harness (and a fresh virtual clock); one per grading. */
export function createRealmEngine(): KataEngine {
  // The host's built-ins as they are now, before the submission can touch them; put back
  // after load, drains and reports, so a submission that patches them cannot fool the grader
  // around it (fast-check, the oracle, the comparison all run in this realm).
  const builtins = snapshotBuiltins();
  const harness = createHarness();
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
    load: async (js, kind = "layer") => parseAnswer(guarded(() => harness.load(js, kind))),
    // start and advance run the submission synchronously, and a drain always follows: that
    // drain puts the built-ins back, which halves the cost of guarding a case.
    start: async (kataCase: EngineCase) => harness.start(JSON.stringify(kataCase)),
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

/** The student's layer loaded for live calls (the sandbox's "my layer"), or the load's refusal. */
export type LiveRealm = {
  load(js: string): LoadAnswer;
  /** One call through a fresh layer over `tools`; the harness never rejects, so neither does this. */
  call(timeoutMs: number, tools: LiveHostTool[], tool: string, args: unknown): Promise<CallReport>;
};

/**
 * The realm engine's live mode: the same harness parts and loading, with the host's real
 * timers, for one call at a time with tools the host supplies. Like the grading engine it is
 * feedback in a worker the page's watchdog can end, not a security boundary; unlike it, there
 * is no grade to protect, so it does not put built-ins back (a worker serves one call).
 */
export function createLiveRealm(): LiveRealm {
  const timers = {
    set: (run: unknown, ms: unknown) => setTimeout(run as () => void, ms as number),
    clear: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  const harness = createLiveHarness(timers);
  return {
    load: (js) => parseAnswer(harness.load(js)),
    call: async (timeoutMs, tools, tool, args) =>
      CallReportSchema.parse(JSON.parse(await harness.call(timeoutMs, tools, tool, JSON.stringify(args ?? null)))),
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
