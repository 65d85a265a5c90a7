/**
 * A fixed set of worker threads that grade kata submissions, so grading never runs on the
 * thread that answers requests: a flood of looping submissions keeps the workers busy and
 * the rest of the site answering. Jobs wait in a bounded line that is fair per client
 * (fair-queue.ts): round-robin across clients, each with a share of the workers and of the
 * line. Past its share a client is told to wait for its own jobs ("too-many"); past the
 * line's bound the pool says "busy"; the endpoint turns those into 429 and 503, each with a
 * time to retry.
 *
 * Every step a worker takes on a job is fenced, and a worker past its fence is terminated
 * and replaced. Reading the source (stripping its types) gets a short fence of its own, from
 * the worker's "reading" word to its "stripped" word (read-budget.ts); the rest of the
 * grading gets the long fence (the engine's own CPU budget should always stop first; the
 * fence is the second line). Both count the CPU time the worker's thread spends, where Linux
 * tells it, so a busy machine starving the low-priority worker never makes honest code
 * "unreadable" or "stuck"; a wall-clock bound (the long fence for reading, four times it for
 * the rest) still ends a worker that waits on nothing.
 */
import { Worker } from "node:worker_threads";
import type { AnyKataVerdict } from "@/lib/kata/grader-rules";
import { UNREADABLE } from "@/lib/kata/read-budget";
import type { SubmissionKind } from "@/lib/kata/submission-kinds";
import type { Refusal } from "@/lib/kata/verdict";
import { FairQueue } from "./fair-queue";
import { type GradeJob, POOL_REFUSALS, WorkerReplySchema } from "./pool-messages";
import { threadCpuMs } from "./thread-priority";

export type PoolOptions = {
  /** Absolute path of the bundled worker script. */
  workerFile: string;
  /** Worker threads, each grading one submission at a time. */
  size: number;
  /** Jobs that may wait for a worker in all; one more is refused as busy. */
  queueLimit: number;
  /** Jobs one client may have running at once. */
  clientRunning: number;
  /** Jobs one client may have waiting at once; one more is refused as too many. */
  clientWaiting: number;
  /** Milliseconds a worker may spend on one job, reading aside, before it is terminated: CPU time of its thread where Linux tells it, else wall-clock. */
  fenceMs: number;
  /** Milliseconds a worker may spend reading a source of this length (read-budget.ts): CPU time of its thread where Linux tells it. */
  readBudgetMs: (sourceLength: number) => number;
  /** What one job typically costs; Retry-After is counted in these. */
  jobBudgetMs: number;
  /**
   * Milliseconds a refused request (busy, too-many) is held before its answer. A client that
   * ignores Retry-After and sends again at once would otherwise turn each refusal into more
   * work for the request thread and steal the CPU the graders need (docs/kata-server.md).
   */
  refusalHoldMs: number;
};

export type PoolAnswer =
  | { kind: "verdict"; verdict: AnyKataVerdict }
  | { kind: "busy"; retryAfterSeconds: number }
  /** The client already has its share of jobs in the pool. */
  | { kind: "too-many"; retryAfterSeconds: number };

type Pending = { job: GradeJob; client: string; resolve: (answer: PoolAnswer) => void };
/** `thread`: the worker's Linux thread id, once it has said it (with its first "reading"). */
type Slot = { worker: Worker; current: Pending | null; fence?: NodeJS.Timeout; thread?: number };

/**
 * How many times a CPU-time fence's budget may pass on the wall clock before the job is
 * ended anyway: a worker waiting on nothing uses no CPU, and a starved one that long is no use.
 */
const WALL_FACTOR = 4;

export class GradingPool {
  private readonly slots: Slot[] = [];
  /** A worker started ahead, once one had to be terminated: the next job does not wait for a thread to start. */
  private spare: Worker | undefined;
  private readonly queue: FairQueue<Pending>;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.queue = new FairQueue(options);
  }

  /**
   * Grades `source` for `client` (who is asking: one learner or one address) on a worker;
   * answers too-many when the client has its share in the pool, busy when the line is full.
   * `grader` is the kata the source answers (the first kata's ToolsLayer unless told).
   */
  grade(source: string, client: string, grader: SubmissionKind = "layer"): Promise<PoolAnswer> {
    if (this.closed) return Promise.resolve(this.busy("busy"));
    // Waiting jobs are those that cannot start; a job that starts at once takes no place in the line.
    const startsNow = this.hasRoom() && this.queue.mayStart(client);
    if (!startsNow && this.queue.waiting >= this.options.queueLimit) return this.held(this.busy("busy"));
    return new Promise((resolve) => {
      const pending = { job: { id: this.nextId++, source, grader }, client, resolve };
      if (!this.queue.offer(client, pending)) return resolve(this.held(this.busy("too-many")));
      this.pump();
    });
  }

  /** How many jobs are being graded and how many wait. */
  load(): { running: number; waiting: number } {
    return { running: this.slots.filter((slot) => slot.current).length, waiting: this.queue.waiting };
  }

  /** Stops every worker; jobs still waiting are answered busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.drain()) pending.resolve(this.busy("busy"));
    void this.spare?.terminate();
    this.spare = undefined;
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, this.busy("busy"))));
  }

  /** A refusal, answered once the hold is over (its Retry-After counted when it was decided). */
  private held(answer: PoolAnswer): Promise<PoolAnswer> {
    if (this.options.refusalHoldMs <= 0) return Promise.resolve(answer);
    return new Promise((resolve) => setTimeout(resolve, this.options.refusalHoldMs, answer).unref());
  }

  private busy(kind: "busy" | "too-many"): PoolAnswer {
    // About the time for the jobs ahead to drain, so a retry then is likely to find room.
    const rounds = Math.ceil((this.queue.waiting + 1) / this.options.size);
    return { kind, retryAfterSeconds: Math.max(1, Math.ceil((rounds * this.options.jobBudgetMs) / 1000)) };
  }

  private hasRoom(): boolean {
    return this.slots.length < this.options.size || this.slots.some((slot) => slot.current === null);
  }

  /** Starts waiting jobs, in the line's fair order, while a worker is free (or may be started). */
  private pump(): void {
    while (!this.closed && this.hasRoom()) {
      const next = this.queue.take();
      if (!next) return;
      let slot = this.slots.find((candidate) => candidate.current === null);
      if (!slot) {
        slot = this.spawn();
        this.slots.push(slot);
      }
      this.dispatch(slot, next.job);
    }
  }

  private startWorker(): Worker {
    // The worker's own heap is capped too; the engine's heap lives in WebAssembly memory beside it.
    const worker = new Worker(this.options.workerFile, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    // A worker with no "error" listener would take the whole process down with it.
    worker.on("error", () => {});
    // An idle pool must not keep a script or a test process alive.
    worker.unref();
    return worker;
  }

  private spawn(): Slot {
    const worker = this.spare ?? this.startWorker();
    this.spare = undefined;
    worker.removeAllListeners();
    const slot: Slot = { worker, current: null };
    worker.on("message", (message: unknown) => this.settle(slot, message));
    worker.on("error", (error) => {
      console.error("[kata] a grading worker failed:", error);
      this.replace(slot, refused(POOL_REFUSALS.crashed()));
    });
    worker.on("exit", () => this.replace(slot, refused(POOL_REFUSALS.crashed())));
    return slot;
  }

  private dispatch(slot: Slot, pending: Pending): void {
    slot.current = pending;
    this.fence(slot, this.options.fenceMs, this.stuck());
    slot.worker.postMessage(pending.job);
  }

  private stuck(): Refusal {
    return POOL_REFUSALS.stuck(Math.round(this.options.fenceMs / 1000));
  }

  /** (Re)arms the slot's fence: past `ms`, its worker is replaced and its job refused with `refusal`. */
  private fence(slot: Slot, ms: number, refusal: Refusal): void {
    clearTimeout(slot.fence);
    slot.fence = setTimeout(() => void this.replace(slot, refused(refusal)), ms);
    slot.fence.unref();
  }

  /**
   * (Re)arms the slot's fence at `budgetMs` of CPU time on the worker's thread, checked each
   * time the rest could have been spent, and at `wallMs` of wall-clock time whatever the CPU
   * (then as stuck); by wall-clock time alone where the thread's CPU time cannot be read.
   */
  private fenceCpu(slot: Slot, budgetMs: number, refusal: Refusal, wallMs: number): void {
    const thread = slot.thread;
    const cpuAtStart = thread === undefined ? undefined : threadCpuMs(thread);
    if (thread === undefined || cpuAtStart === undefined) {
      this.fence(slot, budgetMs, refusal);
      return;
    }
    const wallEnd = Date.now() + wallMs;
    const check = (waitMs: number) => {
      clearTimeout(slot.fence);
      slot.fence = setTimeout(() => {
        // A read that fails (a thread just gone, a flood out of file handles) says nothing of
        // the code: the wall-clock bound decides then, and a dead worker's exit answers crashed.
        const used = (threadCpuMs(thread) ?? cpuAtStart) - cpuAtStart;
        const wallLeft = wallEnd - Date.now();
        if (used >= budgetMs) void this.replace(slot, refused(refusal));
        else if (wallLeft <= 0) void this.replace(slot, refused(this.stuck()));
        // /proc counts in 10 ms ticks: no sooner than one more, and no later than the wall bound.
        else check(Math.max(Math.min(budgetMs - used, wallLeft), 10));
      }, waitMs);
      slot.fence.unref();
    };
    check(budgetMs);
  }

  private settle(slot: Slot, message: unknown): void {
    const pending = slot.current;
    const reply = WorkerReplySchema.safeParse(message);
    if (!pending || !reply.success || reply.data.id !== pending.job.id) {
      void this.replace(slot, refused(POOL_REFUSALS.crashed()));
      return;
    }
    if ("stage" in reply.data) {
      const { fenceMs } = this.options;
      if (reply.data.stage === "reading") {
        slot.thread = reply.data.thread;
        this.fenceCpu(slot, this.options.readBudgetMs(pending.job.source.length), UNREADABLE, fenceMs);
      } else this.fenceCpu(slot, fenceMs, this.stuck(), WALL_FACTOR * fenceMs);
      return;
    }
    clearTimeout(slot.fence);
    slot.current = null;
    this.queue.finished(pending.client);
    pending.resolve({ kind: "verdict", verdict: reply.data.verdict });
    this.pump();
  }

  /** Ends a worker that misbehaved, answers its job with `answer`, and hands the line to a fresh one. */
  private async replace(slot: Slot, answer: PoolAnswer): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    await this.stop(slot, answer);
    this.pump();
    // Where one worker had to be ended, more may follow (a flood of hostile code): the next starts warm.
    if (!this.closed && !this.spare) {
      const spare = this.startWorker();
      spare.once("exit", () => {
        if (this.spare === spare) this.spare = undefined;
      });
      this.spare = spare;
    }
  }

  private async stop(slot: Slot, answer: PoolAnswer): Promise<void> {
    clearTimeout(slot.fence);
    if (slot.current) this.queue.finished(slot.current.client);
    slot.current?.resolve(answer);
    slot.current = null;
    slot.worker.removeAllListeners();
    // A worker with no "error" listener would take the whole process down with it.
    slot.worker.on("error", () => {});
    await slot.worker.terminate();
  }
}

function refused(refusal: Refusal): PoolAnswer {
  return { kind: "verdict", verdict: { kind: "refused", refusal } };
}
