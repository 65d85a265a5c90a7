/**
 * The inner harness: what an engine runs beside the student's code. It supplies the
 * `envelope-kata` module, the virtual clock, the stand-in tools and the functions the host
 * drives a case with. The realm engine calls these functions in its own realm; the QuickJS
 * engine evaluates the same modules, bundled (./quickjs-harness.ts), inside QuickJS.
 *
 * A harness is `{ load(js), start(caseJson), advance(), report() }`:
 * - load(js, kind): evaluates the stripped submission once, as a ToolsLayer module ("layer",
 *   the default) or a translator module ("translator"); answers JSON `{ ok: true }` or
 *   `{ ok: false, code, message }` (a refusal code from verdict.ts, cpu and memory included
 *   when QuickJS stopped the module while it loaded);
 * - start(caseJson): a fresh layer for the case, then its first call (the rest follow in turn);
 *   for a translator, every call of the case at once (./translations.ts);
 * - advance(): fires the next due timers; false when every call settled or nothing is left to fire;
 * - report(): JSON `{ outcomes, changedBuiltin, stopped, callsStarted }` for the current case
 *   (CaseReportSchema in engine.ts).
 * Keep the returned object away from the student's code (never put it on the global object).
 */
import { createCaseRunner } from "./cases";
import { createClock, type HostTimers } from "./clock";
import { freeze } from "./intrinsics";
import { createKataModule } from "./kata-module";
import { createLiveCaller, type LiveHostTool } from "./live";
import { createLoader } from "./load";
import { createTranslationRunner } from "./translations";
import { watchBuiltins } from "./watch";

export type { HostTimers, LiveHostTool };

/** The harness's functions, as an engine exposes them to the host. */
export interface HarnessApi {
  load(js: string, kind?: string): string;
  start(caseJson: string): void;
  advance(): boolean;
  report(): string;
}

/** A harness for one grading, on a fresh virtual clock; the built-ins are described now. */
export function createHarness(): HarnessApi {
  const clock = createClock(null);
  const kata = createKataModule(clock);
  const changedBuiltin = watchBuiltins();
  const loader = createLoader(kata.envelopeKata, clock, changedBuiltin);
  const layerCases = createCaseRunner(loader, kata, clock, changedBuiltin);
  const translations = createTranslationRunner(loader, changedBuiltin);
  const cases = () => (loader.loaded.kind === "translator" ? translations : layerCases);
  return freeze({
    load: loader.load,
    start: (caseJson: string) => cases().start(caseJson),
    advance: () => cases().advance(),
    report: () => cases().report(),
  });
}

/** The live harness's functions. */
export interface LiveHarnessApi {
  load(js: string): string;
  call(timeoutMs: number, tools: LiveHostTool[], tool: string, argsJson: string): Promise<string>;
}

/**
 * The live harness: the same intrinsics, module loading and `envelope-kata`, for one call at
 * a time with tools the host supplies, on the host's real timers (the sandbox's "my layer",
 * in a worker). Never used for grading: a grade needs the virtual clock's fixed order of events.
 */
export function createLiveHarness(hostTimers: HostTimers): LiveHarnessApi {
  const clock = createClock(freeze({ set: hostTimers.set, clear: hostTimers.clear }));
  const kata = createKataModule(clock);
  const loader = createLoader(kata.envelopeKata, clock, watchBuiltins());
  return freeze({ load: loader.load, call: createLiveCaller(loader, kata) });
}
