/**
 * A QuickJS (WebAssembly) interpreter with hard limits, for code the server does not trust:
 * a memory cap, a stack cap and one CPU budget for everything run in it. It is given no host
 * function at all: the code inside sees the ECMAScript built-ins and nothing else (no
 * process, require, fetch, timers or files), and speaks to the host only through strings
 * that `call` passes in and reads back.
 */
import type {
  DisposableFail,
  DisposableSuccess,
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from "quickjs-emscripten-core";
import { DESCRIBE_THROWN } from "./describe-thrown.bundled";
import { memoryOf } from "./quickjs-instance";
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from "./sandbox-limits";

export { quickJsModule } from "./quickjs-instance";
export { DEFAULT_SANDBOX_LIMITS, type SandboxLimits };

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

const JOB_BATCH = 1000;

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
  private jobs = 0;
  private spentMs = 0;
  private enteredAt: number | null = null;
  private stopped: SandboxStop | null = null;

  private readonly wasm: { memory: WebAssembly.Memory; maxBytes: number } | undefined;

  /**
   * `clock` reads milliseconds for the `cpuMs` budget: the wall clock unless the caller has a
   * better one (the grading worker passes its thread's CPU time, so a busy machine that
   * starves the worker does not stop honest code as an endless loop).
   */
  constructor(
    module: QuickJSWASMModule,
    private readonly limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.wasm = memoryOf(module);
    this.runtime = module.newRuntime();
    this.runtime.setMemoryLimit(limits.memoryBytes);
    this.runtime.setMaxStackSize(limits.stackBytes);
    // NOTE: QuickJS turns `true` here into an uncatchable "interrupted" error, so the code
    // inside cannot swallow it; and once over budget, every later check is over too.
    this.runtime.setInterruptHandler(() => {
      this.ticks++;
      return this.overBudget();
    });
    this.context = this.runtime.newContext();
    const exports = this.context.unwrapResult(
      this.context.evalCode(DESCRIBE_THROWN, "describe-thrown.js", { type: "module" }),
    );
    this.describeThrown = this.context.getProp(exports, "describeThrown");
    exports.dispose();
    this.held.push(this.describeThrown);
  }

  /** Interrupt checks so far: the work done, in the unit of the CPU budget. */
  ticksUsed(): number {
    return this.ticks;
  }

  /** Interpreter time used so far, in milliseconds. */
  elapsedMs(): number {
    return this.spentMs + (this.enteredAt === null ? 0 : this.clock() - this.enteredAt);
  }

  /** Runs a script in the global scope (its top-level declarations become globals), then its promise jobs. */
  evaluate(code: string, filename: string): void {
    this.enter(() => this.context.evalCode(code, filename, { type: "global" })).dispose();
    this.drain();
  }

  /**
   * Runs a script and holds on to the value it ends with (a module: its exports), out of reach
   * of any later code: e.g. a harness that the code run after it must not replace.
   */
  evaluateAndHold(code: string, filename: string, type: "global" | "module"): SandboxValue {
    const result = this.enter(() => this.context.evalCode(code, filename, { type }));
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
    while (this.runtime.hasPendingJob()) {
      // In batches, so an endless chain of promises meets the job budget between two of them.
      const result = this.enter(() => this.runtime.executePendingJobs(JOB_BATCH));
      this.jobs += result.value;
      result.dispose();
      if (this.overBudget()) {
        this.stopped = "cpu";
        throw new SandboxStopped("cpu");
      }
    }
  }

  /**
   * Frees the interpreter; the sandbox cannot be used afterwards. Never throws: when QuickJS
   * refuses to free a runtime that jobs still hold (a stopped chain of promises), it aborts
   * its WebAssembly instance, which quickJsModule() gave to this grading alone.
   */
  dispose(): void {
    try {
      for (const handle of this.held) if (handle.alive) handle.dispose();
      if (this.context.alive) this.context.dispose();
      if (this.runtime.alive) this.runtime.dispose();
    } catch {
      // The instance is dropped with this sandbox; nothing else uses it.
    }
  }

  /** Runs one step inside the interpreter, timing it and turning its failure into a host error. */
  private enter<V>(step: () => DisposableSuccess<V> | DisposableFail<QuickJSHandle>): DisposableSuccess<V> {
    if (this.stopped) throw new SandboxStopped(this.stopped);
    const result = this.timed(step);
    if (result.error === undefined && this.wasmMemoryFull()) {
      // The code caught the failed allocation (or QuickJS could not even make its error): the cap was reached all the same.
      result.dispose();
      this.stopped = "memory";
      throw new SandboxStopped("memory");
    }
    if (result.error === undefined && this.overBudget()) {
      // NOTE: an interrupt inside a promise job rejects that job's promise instead of
      // reaching the host, so a step can "succeed" after the budget is gone.
      result.dispose();
      this.stopped = "cpu";
      throw new SandboxStopped("cpu");
    }
    if (result.error === undefined) return result;
    const thrown = result.error;
    try {
      throw this.failure(thrown);
    } finally {
      result.dispose();
    }
  }

  /** Whether the WebAssembly memory has grown to its cap: the next allocation past what is free fails. */
  private wasmMemoryFull(): boolean {
    return this.wasm !== undefined && this.wasm.memory.buffer.byteLength >= this.wasm.maxBytes;
  }

  private overBudget(): boolean {
    return this.ticks > this.limits.cpuTicks || this.jobs > this.limits.cpuJobs || this.elapsedMs() > this.limits.cpuMs;
  }

  private timed<T>(step: () => T): T {
    this.enteredAt = this.clock();
    try {
      return step();
    } finally {
      this.spentMs += this.clock() - (this.enteredAt ?? this.clock());
      this.enteredAt = null;
    }
  }

  private failure(thrown: QuickJSHandle): Error {
    const detail = this.describe(thrown);
    if (detail.name === "InternalError" && detail.message === "interrupted") this.stopped = "cpu";
    else if (detail.name === "InternalError" && detail.message === "out of memory") this.stopped = "memory";
    else if (this.wasmMemoryFull()) this.stopped = "memory";
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
