/**
 * Part of the live harness (./harness.ts): one call through the student's layer with tools
 * the host supplies, on the host's real timers. The sandbox's "my layer" runs this in a
 * worker; the tools' work is done on the page (see components/kata/layer-worker-entry.ts), so
 * a host tool here is `check` (answered at once) and `run` (a promise the host settles, told
 * when the layer's signal aborts).
 */
import type { ToolAnswer } from "../ui/layer-protocol";
import {
  append,
  bounded,
  defineProperty,
  ErrorCtor,
  freeze,
  hasOwn,
  messageOf,
  onSettled,
  PromiseCtor,
  parseJson,
  put,
  snapshot,
  toJson,
} from "./intrinsics";
import type { KataModule } from "./kata-module";
import type { Loader } from "./load";

/** A host tool as the live harness takes it; `run` answers through the page (layer-protocol.ts). */
export interface LiveHostTool {
  name: string;
  check(rawArgs: unknown): { ok: true; args: unknown } | { ok: false; error: string };
  run(args: unknown): { settled: Promise<ToolAnswer>; abort(): void };
}

type CallRecord = { outcome: unknown; toolCalls: number; receivedArgs?: unknown };

/** The `call` of a live harness. */
export function createLiveCaller({ loaded }: Loader, { ToolTimeoutError, whenAborted }: KataModule) {
  /** The rejection a host tool's failure becomes: what the layer's catch clause will see. */
  function hostFailure(failure: Exclude<ToolAnswer, { ok: true }>, abortReason: { value: unknown }): unknown {
    if (failure.reason === "abort") return abortReason.value;
    const error = failure.reason === "timeout" ? new ToolTimeoutError(failure.message) : new ErrorCtor(failure.message);
    if (failure.reason === "error" && failure.name !== "") defineProperty(error, "name", { value: failure.name });
    return error;
  }

  function liveTool(hostTool: LiveHostTool, record: CallRecord) {
    return freeze({
      name: hostTool.name,
      check: (raw: unknown) => {
        try {
          return hostTool.check(raw);
        } catch {
          return { ok: false, error: "arguments: could not be read" };
        }
      },
      run: (args: unknown, context: unknown) => {
        record.toolCalls += 1;
        const sent = snapshot(args);
        put(record, "receivedArgs", sent);
        let signal: unknown;
        try {
          signal = (context as { signal: unknown }).signal;
        } catch {
          signal = undefined;
        }
        const abortReason: { value: unknown } = { value: undefined };
        const started = hostTool.run(sent);
        // The host hears of the abort; the tool on the page decides what to do with it, as a real tool would.
        whenAborted(signal, (reason) => {
          abortReason.value = reason;
          started.abort();
        });
        return new PromiseCtor((resolve, reject) => {
          onSettled(
            started.settled,
            (settled) => {
              const answer = settled as ToolAnswer;
              if (answer.ok) resolve(answer.value);
              else reject(hostFailure(answer, abortReason));
            },
            () => reject(new ErrorCtor("the sandbox lost this tool call")),
          );
        });
      },
    });
  }

  /**
   * One call: a fresh layer of the loaded class over the host's tools, then run(tool, args).
   * Resolves to JSON { outcome, toolCalls, receivedArgs? } (a CallReport); never rejects.
   */
  function call(timeoutMs: number, hostTools: LiveHostTool[], tool: string, argsJson: string): Promise<string> {
    const record: CallRecord = { outcome: null, toolCalls: 0 };
    return new PromiseCtor<string>((resolve) => {
      function done(outcome: unknown): void {
        if (record.outcome !== null) return;
        record.outcome = outcome;
        const entry = { outcome: outcome, toolCalls: record.toolCalls };
        if (hasOwn(record, "receivedArgs")) put(entry, "receivedArgs", record.receivedArgs);
        resolve(toJson(entry));
      }
      if (!loaded.done || loaded.Layer === undefined)
        return done({ kind: "escaped", message: "the layer did not load" });
      const tools: unknown[] = [];
      for (let t = 0; t < hostTools.length; t++) append(tools, liveTool(hostTools[t] as LiveHostTool, record));
      let layer: { run(tool: unknown, args: unknown): unknown };
      try {
        layer = new loaded.Layer(tools, timeoutMs);
      } catch (e) {
        return done({ kind: "escaped", message: `the constructor threw: ${bounded(messageOf(e))}` });
      }
      let result: unknown;
      try {
        result = layer.run(tool, parseJson(argsJson));
      } catch (e) {
        return done({ kind: "escaped", message: bounded(messageOf(e)) });
      }
      onSettled(
        new PromiseCtor((adopt) => adopt(result)),
        (value) => done({ kind: "resolved", value: snapshot(value) }),
        (e) => done({ kind: "escaped", message: bounded(messageOf(e)) }),
      );
    });
  }

  return call;
}
