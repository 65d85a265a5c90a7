/**
 * The inner harness: plain ES2020 source that an engine evaluates before the student's code.
 * It supplies the `envelope-kata` module, the virtual clock, the stand-in tools and the
 * functions the host drives a case with. The same text runs in V8 (realm engine) and QuickJS.
 *
 * Evaluating HARNESS_SOURCE yields `{ load(js), start(caseJson), advance(), report() }`:
 * - load(js): evaluates the stripped submission once; answers JSON `{ ok: true }` or
 *   `{ ok: false, code, message }` (a refusal code from verdict.ts, cpu and memory included
 *   when QuickJS stopped the module while it loaded);
 * - start(caseJson): a fresh layer for the case, then its first call (the rest follow in turn);
 * - advance(): fires the next due timers; false when every call settled or nothing is left to fire;
 * - report(): JSON `{ outcomes, changedBuiltin, stopped, callsStarted }` for the current case
 *   (CaseReportSchema in engine.ts).
 * Keep the returned object away from the student's code (never put it on the global object).
 */

import { CASES_SOURCE } from "./harness/cases-source";
import { CLOCK_SOURCE } from "./harness/clock-source";
import { INTRINSICS_SOURCE } from "./harness/intrinsics-source";
import { LIVE_SOURCE } from "./harness/live-source";
import { LOAD_SOURCE } from "./harness/load-source";
import { WATCH_SOURCE } from "./harness/watch-source";
import { KATA_TOOL_NAMES, STAND_IN_CHECK_SOURCE } from "./stand-in-args";
import type { ToolAnswer } from "./ui/layer-protocol";

export const HARNESS_SOURCE = `(function () {
  "use strict";
${INTRINSICS_SOURCE}
  var makeCheck = ${STAND_IN_CHECK_SOURCE};
  var TOOL_NAMES = ${JSON.stringify(KATA_TOOL_NAMES)};
${CLOCK_SOURCE}
${WATCH_SOURCE}
${LOAD_SOURCE}
${CASES_SOURCE}
  return freeze({ load: load, start: start, advance: advance, report: report });
})()`;

/** The harness's functions, as an engine exposes them to the host. */
export interface HarnessApi {
  load(js: string): string;
  start(caseJson: string): void;
  advance(): boolean;
  report(): string;
}

/**
 * The live harness: the same intrinsics, module loading and `envelope-kata`, for one call at
 * a time with tools the host supplies, on the host's real timers (the sandbox's "my layer",
 * in a worker). Evaluating it yields a function of `{ set, clear }` (the host's setTimeout
 * and clearTimeout) that returns `{ load(js), call(timeoutMs, tools, tool, argsJson) }`.
 * Never used for grading: a grade needs the virtual clock's fixed order of events.
 */
export const LIVE_HARNESS_SOURCE = `(function (hostTimers) {
  "use strict";
${INTRINSICS_SOURCE}
${CLOCK_SOURCE}
  hostClock = freeze({ set: hostTimers.set, clear: hostTimers.clear });
${WATCH_SOURCE}
${LOAD_SOURCE}
${LIVE_SOURCE}
  return freeze({ load: load, call: call });
})`;

/** A host tool as the live harness takes it; `run` answers through the page (layer-protocol.ts). */
export interface LiveHostTool {
  name: string;
  check(rawArgs: unknown): { ok: true; args: unknown } | { ok: false; error: string };
  run(args: unknown): { settled: Promise<ToolAnswer>; abort(): void };
}

/** The live harness's functions. */
export interface LiveHarnessApi {
  load(js: string): string;
  call(timeoutMs: number, tools: LiveHostTool[], tool: string, argsJson: string): Promise<string>;
}
