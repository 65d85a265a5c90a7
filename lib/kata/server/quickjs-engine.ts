/**
 * The server's kata engine: the inner harness and the submission run inside QuickJS
 * (WebAssembly), one fresh runtime per grading, with a memory cap and one CPU budget for
 * the whole grading. The host drives it exactly as it drives the realm engine, so both give
 * the same outcomes; only this one is a security boundary, so only its verdict is a grade.
 */
import {
  type CaseReport,
  CaseReportSchema,
  type EngineCase,
  type KataEngine,
  KataEngineStopped,
  type LoadAnswer,
  LoadAnswerSchema,
} from "../engine";
import { QUICKJS_HARNESS } from "../harness/quickjs-harness.bundled";
import type { Refusal } from "../verdict";
import {
  DEFAULT_SANDBOX_LIMITS,
  QuickJsSandbox,
  quickJsModule,
  type SandboxFunction,
  type SandboxLimits,
  SandboxStopped,
} from "./quickjs-sandbox";

/** The refusals this engine gives, in the learner's words. */
export function stoppedRefusal(reason: "cpu" | "memory", limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS): Refusal {
  if (reason === "cpu") {
    return {
      code: "cpu",
      message:
        "Your code was stopped: it used up its computing budget before the checks could finish. Look for a loop that never ends.",
    };
  }
  const megabytes = Math.round(limits.memoryBytes / (1024 * 1024));
  return {
    code: "memory",
    message: `Your code was stopped: it used more than ${megabytes} MB of memory. Look for a list or a string that grows without end.`,
  };
}

/** A QuickJS engine with the harness loaded and nothing of the host reachable from inside. */
export async function createQuickJsEngine(
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
  /** What the `cpuMs` budget counts in (quickjs-sandbox.ts); the wall clock by default. */
  clock?: () => number,
): Promise<KataEngine> {
  const sandbox = new QuickJsSandbox(await quickJsModule(limits), limits, clock);
  // The harness's functions are held by the host before any student code runs, so nothing
  // the submission does to globals or prototypes can swap them.
  const harness = sandbox.evaluateAndHold(QUICKJS_HARNESS, "harness.js", "module");
  const api = {
    load: sandbox.holdMethod(harness, "load"),
    start: sandbox.holdMethod(harness, "start"),
    advance: sandbox.holdMethod(harness, "advance"),
    report: sandbox.holdMethod(harness, "report"),
  };
  let current: EngineCase | undefined;
  const run = (fn: SandboxFunction, ...args: string[]) => guarded(() => sandbox.call(fn, ...args));
  const guarded = <T>(step: () => T): T => {
    try {
      return step();
    } catch (error) {
      if (error instanceof SandboxStopped) throw new KataEngineStopped(stoppedRefusal(error.reason, limits));
      throw new KataEngineStopped({
        code: "crashed",
        message: `The grader could not run your code (${error instanceof Error ? error.message : String(error)}).`,
      });
    }
  };
  return {
    load: async (js, kind = "layer"): Promise<LoadAnswer> => {
      const answer = LoadAnswerSchema.parse(JSON.parse(String(run(api.load, js, kind))));
      // The harness catches what the module throws while loading, the budget's and the cap's
      // errors included; a stop is told in this engine's words wherever it happened.
      if (!answer.ok && (answer.code === "cpu" || answer.code === "memory"))
        throw new KataEngineStopped(stoppedRefusal(answer.code, limits));
      if (!answer.ok && answer.message.endsWith(OUT_OF_MEMORY))
        throw new KataEngineStopped(stoppedRefusal("memory", limits));
      return answer;
    },
    start: async (kataCase) => {
      current = kataCase;
      run(api.start, JSON.stringify(kataCase));
    },
    // Every call into the sandbox already runs the promise jobs it queued; this finds none left.
    drain: async () => guarded(() => sandbox.drain()),
    advance: async () => run(api.advance) === true,
    report: async (): Promise<CaseReport> => {
      const report = CaseReportSchema.parse(JSON.parse(String(run(api.report))));
      if (report.stopped !== "") throw new KataEngineStopped(stoppedRefusal(report.stopped, limits));
      if (current && hitMemoryCap(current, report)) throw new KataEngineStopped(stoppedRefusal("memory", limits));
      return report;
    },
    dispose: () => sandbox.dispose(),
  };
}

// QuickJS's own words when an allocation passes the cap.
const OUT_OF_MEMORY = "out of memory";

/**
 * Whether the submission ran into the memory cap during the case. The cap throws an error
 * the submission (or the harness on its behalf) can catch, so it may not reach the host;
 * it then shows in the report as a call that escaped, or answered, with QuickJS's
 * out-of-memory message, where the tool's own behaviour did not say those words.
 */
function hitMemoryCap(kataCase: EngineCase, report: CaseReport): boolean {
  return report.outcomes.some(({ outcome }, index) => {
    const call = kataCase.calls[index];
    const behaviour = call && "behaviour" in call ? call.behaviour : undefined;
    if (behaviour && "message" in behaviour && behaviour.message.includes(OUT_OF_MEMORY)) return false;
    if (outcome.kind === "escaped") return outcome.message === OUT_OF_MEMORY;
    const value = outcome.kind === "resolved" ? outcome.value : null;
    return typeof value === "object" && value !== null && !Array.isArray(value) && value.error === OUT_OF_MEMORY;
  });
}
