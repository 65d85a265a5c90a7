/**
 * The limits a QuickJS sandbox runs under, apart from the engine itself so that the request
 * thread (the pool's settings) can read them without loading any WebAssembly.
 */
export type SandboxLimits = {
  /** Heap cap for the runtime; past it QuickJS throws "out of memory". */
  memoryBytes: number;
  /** Cap of the WebAssembly memory the engine runs in: the heap, what QuickJS does not count in it, the engine's own data. */
  wasmBytes: number;
  /** Stack cap, kept well below the host thread's own stack so a deep recursion stops inside the engine. */
  stackBytes: number;
  /**
   * The CPU budget for the sandbox's whole life, in interrupt checks: QuickJS checks about
   * every ten thousand calls and backward jumps, so the count measures work done, not time,
   * and a submission stops at the same point on a quiet machine and a busy one.
   */
  cpuTicks: number;
  /**
   * The same budget for promise jobs: a chain of promises that queues the next job for ever
   * does little work per job and so few interrupt checks, but each job counts here.
   */
  cpuJobs: number;
  /**
   * A second budget, in milliseconds of interpreter time summed over every call, for work that
   * takes few jumps: the grading worker's thread CPU time (grading-worker.ts), else wall-clock.
   */
  cpuMs: number;
};

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  memoryBytes: 32 * 1024 * 1024,
  wasmBytes: 96 * 1024 * 1024,
  stackBytes: 256 * 1024,
  // The reference layer's whole grading takes about 800 checks; an endless loop spends
  // 20,000 in about 1.5 s on a quiet 2-core machine.
  cpuTicks: 20_000,
  // The reference layer's grading runs about 23,000 jobs; an endless chain reaches 200,000 in
  // well under a second, long before it fills the heap (about 570,000).
  cpuJobs: 200_000,
  // Grading the reference spent 2.7 to 9 s inside the engine on a 2-core machine at load 14.
  cpuMs: 30_000,
};
