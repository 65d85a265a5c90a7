/**
 * A shrunk counterexample in the student's words: the calls to make, what each tool did,
 * what a correct layer returns and what theirs did. Pure and client-safe (no zod), so the
 * results panel and its tests share every sentence.
 */
import { checkStandInArgs, isKataToolName } from "@/lib/kata/stand-in-args";
import type { Behaviour, Counterexample, Json, KataCall, Outcome } from "@/lib/kata/verdict";

/** `JSON.stringify` for display: one line, and a placeholder instead of nothing for undefined. */
const showJson = (value: Json | undefined): string => (value === undefined ? "(nothing)" : JSON.stringify(value));

/** The call as the student would type it: `await layer.run("weather", {"city":42})`. */
export function callSource(call: Pick<KataCall, "tool" | "args">): string {
  return `await layer.run(${JSON.stringify(call.tool)}, ${showJson(call.args)})`;
}

/** What the stand-in tool does on this call, if the layer calls it at all. */
export function behaviourText(behaviour: Behaviour): string {
  switch (behaviour.kind) {
    case "return":
      return `returns ${showJson(behaviour.output)} ${after(behaviour.afterMs)}`;
    case "throw":
      return `throws an Error "${behaviour.message}" ${after(behaviour.afterMs)}`;
    case "throw-now":
      return `throws an Error "${behaviour.message}" at once, before returning a promise`;
    case "signal-timeout":
      return `gives up with its own timeout signal (a ToolTimeoutError "${behaviour.message}") ${after(behaviour.afterMs)}`;
    case "hang":
      return behaviour.onAbort === "reject"
        ? `never answers; when its signal aborts, it rejects with an Error "${behaviour.message}"`
        : "never answers, and ignores its signal";
  }
}

const after = (ms: number) => (ms === 0 ? "at once" : `after ${ms} ms`);

/**
 * What the tool does on this call of a case. A call a correct layer never lets reach a tool
 * says so first, so its behaviour does not read as if the tool ran ("returns ... after 100 ms",
 * then "The tool was not called"); a tool that settles at the deadline's instant says it is late.
 */
function callBehaviour(call: KataCall, timeoutMs: number): string {
  if (!isKataToolName(call.tool))
    return `does not exist: no tool is named ${JSON.stringify(call.tool)}, so a correct layer calls none`;
  const checked = checkStandInArgs(call.tool, call.args);
  const does = behaviourText(call.behaviour);
  if (!checked.ok) return `must not be called: its arguments are invalid (${checked.error}); if it were, it ${does}`;
  const b = call.behaviour;
  return "afterMs" in b && b.afterMs === timeoutMs ? `${does}, at the deadline's very instant: already too late` : does;
}

/** How often the tool ran, and with what: "the tool called once with {...}". */
function toolText(toolCalls: number, args: Json | undefined): string {
  if (toolCalls === 0) return "the tool not called";
  const json = args === undefined ? "" : showJson(args);
  if (toolCalls === 1) return `the tool called once${json && ` with ${json}`}`;
  return `the tool called ${toolCalls} times${json && `, last with ${json}`}`;
}

/** What the student's `run` did with the call. */
export function outcomeText(outcome: Outcome): string {
  switch (outcome.kind) {
    case "resolved":
      return showJson(outcome.value);
    case "escaped":
      return `run rejected or threw: ${outcome.message}`;
    case "never-settled":
      return "run never settled: its promise was still pending after every timer had fired";
  }
}

export type FailureView = {
  /** The deadline the fresh layer was built with. */
  timeoutMs: number;
  /** Every call of the case, the failing one marked. */
  calls: { source: string; tool: string; behaviour: string; failing: boolean }[];
  expected: string;
  got: string;
  problem: string;
  /** How often the tool ran, and with what, when the grader recorded it. */
  toolCalls: string;
};

/** Everything the results panel shows for a failed rule. */
export function describeFailure(counterexample: Counterexample): FailureView {
  const { case: kataCase, callIndex, expectedTool } = counterexample;
  const times = counterexample.toolCalls === 1 ? "once" : `${counterexample.toolCalls} times`;
  const received =
    counterexample.receivedArgs === undefined ? "" : `, last with ${showJson(counterexample.receivedArgs)}`;
  return {
    timeoutMs: kataCase.timeoutMs,
    calls: kataCase.calls.map((call, index) => ({
      source: callSource(call),
      tool: call.tool,
      behaviour: callBehaviour(call, kataCase.timeoutMs),
      failing: index === callIndex,
    })),
    // Where what the tool was given went wrong, the envelopes may match: both sides say it.
    expected: expectedTool
      ? `${showJson(counterexample.expected)}, ${toolText(expectedTool.toolCalls, expectedTool.receivedArgs)}`
      : showJson(counterexample.expected),
    got: expectedTool
      ? `${outcomeText(counterexample.got)}, ${toolText(counterexample.toolCalls, counterexample.receivedArgs)}`
      : outcomeText(counterexample.got),
    problem: counterexample.problem,
    toolCalls: counterexample.toolCalls === 0 ? "The tool was not called." : `The tool was called ${times}${received}.`,
  };
}
