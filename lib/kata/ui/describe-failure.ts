/**
 * A shrunk counterexample in the student's words: the calls to make, what each tool did,
 * what a correct layer returns and what theirs did. Pure and client-safe (no zod), so the
 * results panel and its tests share every sentence.
 */
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
  const { case: kataCase, callIndex } = counterexample;
  const times = counterexample.toolCalls === 1 ? "once" : `${counterexample.toolCalls} times`;
  const received =
    counterexample.receivedArgs === undefined ? "" : `, last with ${showJson(counterexample.receivedArgs)}`;
  return {
    timeoutMs: kataCase.timeoutMs,
    calls: kataCase.calls.map((call, index) => ({
      source: callSource(call),
      tool: call.tool,
      behaviour: behaviourText(call.behaviour),
      failing: index === callIndex,
    })),
    expected: showJson(counterexample.expected),
    got: outcomeText(counterexample.got),
    problem: counterexample.problem,
    toolCalls: counterexample.toolCalls === 0 ? "The tool was not called." : `The tool was called ${times}${received}.`,
  };
}
