/**
 * A fixed set of worker threads that grade kata submissions, so grading never runs on the
 * thread that answers requests: a flood of looping submissions keeps the workers busy and
 * the rest of the site answering. Jobs wait in a bounded queue; past it the pool says
 * "busy" with a time to retry, and the endpoint turns that into 503 + Retry-After. A worker
 * that outlives the wall-clock fence is terminated and replaced (the engine's own CPU
 * budget should always stop first; this is the second fence).
 */
import { Worker } from "node:worker_threads";
import type { Verdict } from "@/lib/kata/verdict";
import { type GradeJob, POOL_REFUSALS, WorkerReplySchema } from "./pool-messages";

export type PoolOptions = {
  /** Absolute path of the bundled worker script. */
  workerFile: string;
  /** Worker threads, each grading one submission at a time. */
  size: number;
  /** Jobs that may wait for a worker; one more is refused as busy. */
  queueLimit: number;
  /** Wall-clock milliseconds a worker may spend on one job before it is terminated. */
  fenceMs: number;
  /** What one job typically costs; Retry-After is counted in these. */
  jobBudgetMs: number;
};

export type PoolAnswer = { kind: "verdict"; verdict: Verdict } | { kind: "busy"; retryAfterSeconds: number };

type Pending = { job: GradeJob; resolve: (answer: PoolAnswer) => void };
type Slot = { worker: Worker; current: Pending | null; fence?: NodeJS.Timeout };

export class GradingPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /** Grades `source` on a worker, or answers busy when every worker is taken and the queue is full. */
  grade(source: string): Promise<PoolAnswer> {
    if (this.closed) return Promise.resolve(this.busy());
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.options.queueLimit) return Promise.resolve(this.busy());
    return new Promise((resolve) => {
      const pending = { job: { id: this.nextId++, source }, resolve };
      if (idle) this.dispatch(idle, pending);
      else this.queue.push(pending);
    });
  }

  /** How many jobs are being graded and how many wait. */
  load(): { running: number; waiting: number } {
    return { running: this.slots.filter((slot) => slot.current).length, waiting: this.queue.length };
  }

  /** Stops every worker; jobs still waiting are answered busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve(this.busy());
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, this.busy())));
  }

  private busy(): PoolAnswer {
    // About the time for the jobs ahead to drain, so a retry then is likely to find room.
    const rounds = Math.ceil((this.queue.length + 1) / this.options.size);
    return { kind: "busy", retryAfterSeconds: Math.max(1, Math.ceil((rounds * this.options.jobBudgetMs) / 1000)) };
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.current === null);
    if (idle || this.slots.length >= this.options.size) return idle;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    // The worker's own heap is capped too; the engine's heap lives in WebAssembly memory beside it.
    const worker = new Worker(this.options.workerFile, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    const slot: Slot = { worker, current: null };
    worker.on("message", (message: unknown) => this.settle(slot, message));
    worker.on("error", (error) => {
      console.error("[kata] a grading worker failed:", error);
      this.replace(slot, { kind: "verdict", verdict: { kind: "refused", refusal: POOL_REFUSALS.crashed() } });
    });
    worker.on("exit", () =>
      this.replace(slot, { kind: "verdict", verdict: { kind: "refused", refusal: POOL_REFUSALS.crashed() } }),
    );
    // An idle pool must not keep a script or a test process alive.
    worker.unref();
    return slot;
  }

  private dispatch(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.fence = setTimeout(() => {
      const seconds = Math.round(this.options.fenceMs / 1000);
      void this.replace(slot, { kind: "verdict", verdict: { kind: "refused", refusal: POOL_REFUSALS.stuck(seconds) } });
    }, this.options.fenceMs);
    slot.fence.unref();
    slot.worker.postMessage(pending.job);
  }

  private settle(slot: Slot, message: unknown): void {
    const pending = slot.current;
    const reply = WorkerReplySchema.safeParse(message);
    if (!pending || !reply.success || reply.data.id !== pending.job.id) {
      void this.replace(slot, { kind: "verdict", verdict: { kind: "refused", refusal: POOL_REFUSALS.crashed() } });
      return;
    }
    clearTimeout(slot.fence);
    slot.current = null;
    pending.resolve({ kind: "verdict", verdict: reply.data.verdict });
    this.next(slot);
  }

  /** Ends a worker that misbehaved, answers its job with `answer`, and hands the queue to a fresh one. */
  private async replace(slot: Slot, answer: PoolAnswer): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    await this.stop(slot, answer);
    const waiting = this.queue.shift();
    if (!waiting || this.closed) return;
    const fresh = this.spawn();
    this.slots.push(fresh);
    this.dispatch(fresh, waiting);
  }

  private async stop(slot: Slot, answer: PoolAnswer): Promise<void> {
    clearTimeout(slot.fence);
    slot.current?.resolve(answer);
    slot.current = null;
    slot.worker.removeAllListeners();
    // A worker with no "error" listener would take the whole process down with it.
    slot.worker.on("error", () => {});
    await slot.worker.terminate();
  }

  private next(slot: Slot): void {
    const waiting = this.queue.shift();
    if (waiting) this.dispatch(slot, waiting);
  }
}
