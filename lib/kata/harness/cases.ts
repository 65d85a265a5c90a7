/**
 * Part of the inner harness (./harness.ts): the stand-in tools, and running one case (a fresh
 * layer of the loaded class, then its calls one after another) while recording what came back.
 * The case's behaviours stay in this closure: a layer only learns one by calling the tool.
 */
import { KATA_TOOL_NAMES, makeStandInCheck } from "../stand-in-args";
import type { KataCase } from "../verdict";
import type { Clock } from "./clock";
import {
  append,
  apply,
  bounded,
  ErrorCtor,
  freeze,
  hasOwn,
  isArray,
  messageOf,
  onSettled,
  PromiseCtor,
  parseJson,
  put,
  snapshot,
  toJson,
  trimString,
} from "./intrinsics";
import type { KataModule } from "./kata-module";
import type { Layer, Loaded, Loader } from "./load";

const MAX_ADVANCES = 1000;

type Call = KataCase["calls"][number];
type CallRecord = { outcome: unknown; toolCalls: number; receivedArgs?: unknown };

/** Runs the cases of one grading on the loaded layer: start, advance, report. */
export function createCaseRunner(
  { loaded, fatal, noteFatal }: Loader,
  { ToolTimeoutError, whenAborted }: KataModule,
  clock: Clock,
  changedBuiltin: () => string,
) {
  const run = {
    generation: 0,
    calls: [] as Call[],
    records: [] as CallRecord[],
    index: 0,
    advances: 0,
    started: 0,
    layer: undefined as Layer | undefined,
  };
  const check = makeStandInCheck({
    isArray: isArray,
    hasOwn: hasOwn,
    trim: (text) => apply(trimString, text, []),
  });

  function makeTool(name: string) {
    return freeze({
      name: name,
      check: (raw: unknown) => {
        try {
          return check(name, raw);
        } catch {
          return { ok: false, error: "arguments: could not be read" };
        }
      },
      run: (args: unknown, context: unknown) => actOut(args, context),
    });
  }

  function actOut(args: unknown, context: unknown) {
    const record = run.records[run.index] as CallRecord;
    const behaviour = (run.calls[run.index] as Call).behaviour;
    record.toolCalls += 1;
    put(record, "receivedArgs", snapshot(args));
    let signal: unknown;
    try {
      signal = (context as { signal: unknown }).signal;
    } catch {
      signal = undefined;
    }
    if (behaviour.kind === "throw-now") throw behaviour.message; // a bare string, the non-Error case
    return new PromiseCtor((resolve, reject) => {
      if (behaviour.kind === "hang") {
        if (behaviour.onAbort === "reject") whenAborted(signal, () => reject(new ErrorCtor(behaviour.message)));
        return;
      }
      const timer = clock.set(() => {
        if (behaviour.kind === "return") resolve(behaviour.output);
        else if (behaviour.kind === "throw") reject(new ErrorCtor(behaviour.message));
        else reject(new ToolTimeoutError(behaviour.message));
      }, behaviour.afterMs);
      whenAborted(signal, (reason) => {
        clock.clear(timer);
        reject(reason);
      });
    });
  }

  function finish(generation: number, index: number, outcome: unknown): void {
    const record = run.records[index] as CallRecord;
    if (generation !== run.generation || record.outcome !== null) return;
    record.outcome = outcome;
    startCall(generation, index + 1);
  }

  function startCall(generation: number, index: number): void {
    if (index >= run.calls.length) return;
    run.index = index;
    run.started += 1;
    const call = run.calls[index] as Call;
    let result: unknown;
    try {
      result = (run.layer as Layer).run(call.tool, call.args);
    } catch (e) {
      noteFatal(e);
      finish(generation, index, { kind: "escaped", message: bounded(messageOf(e)) });
      return;
    }
    onSettled(
      new PromiseCtor((adopt) => adopt(result)),
      (value) => finish(generation, index, { kind: "resolved", value: snapshot(value) }),
      (e) => {
        noteFatal(e);
        finish(generation, index, { kind: "escaped", message: bounded(messageOf(e)) });
      },
    );
  }

  /** A fresh layer for the case (JSON), then its first call; the rest follow in turn. */
  function start(caseJson: string): void {
    run.generation += 1;
    clock.reset();
    const kataCase: KataCase = parseJson(caseJson);
    run.calls = kataCase.calls;
    run.records = [];
    run.advances = 0;
    run.started = 0;
    for (let i = 0; i < run.calls.length; i++) append(run.records, { outcome: null, toolCalls: 0 });
    const tools: unknown[] = [];
    for (let t = 0; t < KATA_TOOL_NAMES.length; t++) append(tools, makeTool(KATA_TOOL_NAMES[t] as string));
    try {
      run.layer = new (loaded.Layer as NonNullable<Loaded["Layer"]>)(tools, kataCase.timeoutMs);
    } catch (e) {
      noteFatal(e);
      const outcome = { kind: "escaped", message: `the constructor threw: ${bounded(messageOf(e))}` };
      for (let r = 0; r < run.records.length; r++) (run.records[r] as CallRecord).outcome = outcome;
      return;
    }
    startCall(run.generation, 0);
  }

  function allSettled(): boolean {
    for (let i = 0; i < run.records.length; i++) if ((run.records[i] as CallRecord).outcome === null) return false;
    return true;
  }

  /** Fires the next due timers; false when every call settled or nothing is left to fire. */
  function advance(): boolean {
    if (allSettled() || run.advances >= MAX_ADVANCES) return false;
    run.advances += 1;
    return clock.fireNext();
  }

  /** The current case's CaseReport (engine.ts), as JSON. */
  function report(): string {
    const outcomes: unknown[] = [];
    for (let i = 0; i < run.records.length; i++) {
      const record = run.records[i] as CallRecord;
      const entry = {
        outcome: record.outcome === null ? { kind: "never-settled" } : record.outcome,
        toolCalls: record.toolCalls,
      };
      if (hasOwn(record, "receivedArgs")) put(entry, "receivedArgs", record.receivedArgs);
      append(outcomes, entry);
    }
    return toJson({
      outcomes: outcomes,
      changedBuiltin: changedBuiltin(),
      stopped: fatal.code,
      callsStarted: run.started,
    });
  }

  return { start: start, advance: advance, report: report };
}
