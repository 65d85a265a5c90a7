/**
 * A QuickJS (WebAssembly) interpreter with hard limits, for code the server does not trust:
 * a memory cap, a stack cap and one CPU budget for everything run in it. It is given no host
 * function at all: the code inside sees the ECMAScript built-ins and nothing else (no
 * process, require, fetch, timers or files), and speaks to the host only through strings
 * that `call` passes in and reads back.
 */

import variant from "@jitl/quickjs-wasmfile-release-sync";
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from "quickjs-emscripten-core";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten-core";

export type SandboxLimits = {
  /** Heap cap for the runtime; past it QuickJS throws "out of memory". */
  memoryBytes: number;
  /** Stack cap, kept well below the host thread's own stack so a deep recursion stops inside the engine. */
  stackBytes: number;
  /**
   * The CPU budget for the sandbox's whole life, in interrupt checks: QuickJS checks about
   * every ten thousand calls and backward jumps, so the count measures work done, not time,
   * and a submission stops at the same point on a quiet machine and a busy one.
   */
  cpuTicks: number;
  /** A second budget, in milliseconds of interpreter time summed over every call, for work that takes few jumps. */
  cpuMs: number;
};

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  memoryBytes: 32 * 1024 * 1024,
  stackBytes: 256 * 1024,
  // The reference layer's whole grading takes about 800 checks; an endless loop spends
  // 20,000 in about 1.5 s on a quiet 2-core machine.
  cpuTicks: 20_000,
  // Grading the reference spent 2.7 to 9 s inside the engine on a 2-core machine at load 14.
  cpuMs: 30_000,
};

/** Why the sandbox stopped for good: the budget ran out, or the heap was full. */
export type SandboxStop = "cpu" | "memory";

/** Thrown by a sandbox call that the limits stopped; every later call throws it again. */
export class SandboxStopped extends Error {
  constructor(readonly reason: SandboxStop) {
    super(reason === "cpu" ? "the CPU budget ran out" : "the memory cap was reached");
  }
}

/** Thrown when code inside the sandbox throws (or rejects) and nothing there caught it. */
export class SandboxError extends Error {
  constructor(readonly detail: { name: string; message: string }) {
    super(`${detail.name}: ${detail.message}`);
  }
}

let loading: Promise<QuickJSWASMModule> | undefined;
/** The compiled WebAssembly module, once per thread; every sandbox gets its own runtime in it. */
export function quickJsModule(): Promise<QuickJSWASMModule> {
  loading ??= newQuickJSWASMModuleFromVariant(variant);
  return loading;
}

// Installed before any untrusted code, so it holds the real intrinsics. It reads only own
// data properties, never a getter; a Proxy's traps may still run, but on the CPU budget.
const DESCRIBE_THROWN = `(function () {
  var own = Object.getOwnPropertyDescriptor;
  function text(value, key) {
    try {
      var d = own(value, key);
      return d && typeof d.value === "string" ? d.value : "";
    } catch (e) { return ""; }
  }
  return function (thrown) {
    if (typeof thrown === "string") return "string\\n" + thrown;
    if (thrown === null || typeof thrown !== "object") return "value\\n" + typeof thrown;
    var proto = null;
    try { proto = Object.getPrototypeOf(thrown); } catch (e) {}
    return (text(thrown, "name") || (proto && text(proto, "name")) || "Error") + "\\n" + text(thrown, "message");
  };
})()`;

/** A value inside the sandbox the host holds on to, out of reach of later code that rewrites globals. */
export type SandboxValue = { readonly handle: QuickJSHandle };
/** A held function and the `this` it is called with. */
export type SandboxFunction = { readonly handle: QuickJSHandle; readonly self: QuickJSHandle };

export class QuickJsSandbox {
  private readonly runtime: QuickJSRuntime;
  private readonly context: QuickJSContext;
  private readonly held: QuickJSHandle[] = [];
  private readonly describeThrown: QuickJSHandle;
  private ticks = 0;
  private spentMs = 0;
  private enteredAt: number | null = null;
  private stopped: SandboxStop | null = null;

  constructor(
    module: QuickJSWASMModule,
    private readonly limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
  ) {
    this.runtime = module.newRuntime();
    this.runtime.setMemoryLimit(limits.memoryBytes);
    this.runtime.setMaxStackSize(limits.stackBytes);
    // NOTE: QuickJS turns `true` here into an uncatchable "interrupted" error, so the code
    // inside cannot swallow it; and once over budget, every later check is over too.
    this.runtime.setInterruptHandler(() => ++this.ticks > this.limits.cpuTicks || this.elapsedMs() > this.limits.cpuMs);
    this.context = this.runtime.newContext();
    const described = this.context.evalCode(DESCRIBE_THROWN, "describe-thrown.js");
    this.describeThrown = this.context.unwrapResult(described);
    this.held.push(this.describeThrown);
  }

  /** Interrupt checks so far: the work done, in the unit of the CPU budget. */
  ticksUsed(): number {
    return this.ticks;
  }

  /** Interpreter time used so far, in milliseconds. */
  elapsedMs(): number {
    return this.spentMs + (this.enteredAt === null ? 0 : performance.now() - this.enteredAt);
  }

  /** Runs a script in the global scope (its top-level declarations become globals), then its promise jobs. */
  evaluate(code: string, filename: string): void {
    this.enter(() => this.context.evalCode(code, filename, { type: "global" })).dispose();
    this.drain();
  }

  /**
   * Runs a script and holds on to the value it ends with, out of reach of any later code:
   * e.g. a harness object that the code run after it must not replace.
   */
  evaluateAndHold(code: string, filename: string): SandboxValue {
    const result = this.enter(() => this.context.evalCode(code, filename, { type: "global" }));
    this.held.push(result.value);
    this.drain();
    return { handle: result.value };
  }

  /** Holds on to `target[name]` as it is now (a later change to the property does not change it). */
  holdMethod(target: SandboxValue, name: string): SandboxFunction {
    const handle = this.context.getProp(target.handle, name);
    this.held.push(handle);
    if (this.context.typeof(handle) !== "function")
      throw new SandboxError({ name: "TypeError", message: `${name} is not a function` });
    return { handle, self: target.handle };
  }

  /** Holds on to the global function `name` as it is now. */
  hold(name: string): SandboxFunction {
    return this.holdMethod({ handle: this.context.global }, name);
  }

  /**
   * Calls a held function with string arguments, then runs every promise job the call
   * queued, and returns what it returned if that is a string, number or boolean (else undefined).
   */
  call(fn: SandboxFunction, ...args: string[]): string | number | boolean | undefined {
    const handles = args.map((arg) => this.context.newString(arg));
    try {
      const result = this.enter(() => this.context.callFunction(fn.handle, fn.self, handles));
      try {
        this.drain();
        return this.primitive(result.value);
      } finally {
        result.dispose();
      }
    } finally {
      for (const handle of handles) handle.dispose();
    }
  }

  private primitive(handle: QuickJSHandle): string | number | boolean | undefined {
    const type = this.context.typeof(handle);
    if (type === "string") return this.context.getString(handle);
    if (type === "number") return this.context.getNumber(handle);
    if (type === "boolean") return this.context.dump(handle) as boolean;
    return undefined;
  }

  /** Runs queued promise jobs until none is left. */
  drain(): void {
    while (this.runtime.hasPendingJob()) this.enter(() => this.runtime.executePendingJobs()).dispose();
  }

  /** Frees the interpreter; the sandbox cannot be used afterwards. */
  dispose(): void {
    for (const handle of this.held) if (handle.alive) handle.dispose();
    if (this.context.alive) this.context.dispose();
    if (this.runtime.alive) this.runtime.dispose();
  }

  /** Runs one step inside the interpreter, timing it and turning its failure into a host error. */
  private enter<T extends { error?: QuickJSHandle; dispose(): void }>(step: () => T): T & { value: QuickJSHandle } {
    if (this.stopped) throw new SandboxStopped(this.stopped);
    const result = this.timed(step);
    if (result.error === undefined && this.overBudget()) {
      // NOTE: an interrupt inside a promise job rejects that job's promise instead of
      // reaching the host, so a step can "succeed" after the budget is gone.
      result.dispose();
      this.stopped = "cpu";
      throw new SandboxStopped("cpu");
    }
    if (result.error === undefined) return result as T & { value: QuickJSHandle };
    const thrown = result.error;
    try {
      throw this.failure(thrown);
    } finally {
      result.dispose();
    }
  }

  private overBudget(): boolean {
    return this.ticks > this.limits.cpuTicks || this.elapsedMs() > this.limits.cpuMs;
  }

  private timed<T>(step: () => T): T {
    this.enteredAt = performance.now();
    try {
      return step();
    } finally {
      this.spentMs += performance.now() - (this.enteredAt ?? performance.now());
      this.enteredAt = null;
    }
  }

  private failure(thrown: QuickJSHandle): Error {
    const detail = this.describe(thrown);
    if (detail.name === "InternalError" && detail.message === "interrupted") this.stopped = "cpu";
    else if (detail.name === "InternalError" && detail.message === "out of memory") this.stopped = "memory";
    else if (this.overBudget()) this.stopped = "cpu";
    return this.stopped ? new SandboxStopped(this.stopped) : new SandboxError(detail);
  }

  /** Name and message of a thrown value, read inside the sandbox by the describer installed first. */
  private describe(thrown: QuickJSHandle): { name: string; message: string } {
    const result = this.timed(() => this.context.callFunction(this.describeThrown, this.context.undefined, thrown));
    if (result.error) {
      result.dispose();
      // The describer catches everything it can; what gets past it is the budget or a full heap.
      return { name: "InternalError", message: this.overBudget() ? "interrupted" : "out of memory" };
    }
    const text = this.context.typeof(result.value) === "string" ? this.context.getString(result.value) : "Error\n";
    result.dispose();
    const newline = text.indexOf("\n");
    return { name: text.slice(0, newline), message: text.slice(newline + 1) };
  }
}
