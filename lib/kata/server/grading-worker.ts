/**
 * The grading pool's worker thread (bundled by scripts/build-bundles.ts): grades one
 * submission at a time on the QuickJS engine, with the grader's default seed so the grade
 * matches the feedback the browser gave for the same code. It says when it starts and ends
 * reading the source, so the pool can fence that step apart (grading-pool.ts).
 */
import { parentPort } from "node:worker_threads";
import { gradeKata } from "../grade-kata";
import type { GradeJob, WorkerReply } from "./pool-messages";
import { createQuickJsEngine } from "./quickjs-engine";
import { compiledQuickJs } from "./quickjs-instance";
import { DEFAULT_SANDBOX_LIMITS } from "./sandbox-limits";
import { lowerThisThreadsPriority, thisThreadId, threadCpuClock } from "./thread-priority";

const port = parentPort;
if (!port) throw new Error("grading-worker.ts runs as a worker thread of the grading pool");
// A flood of looping submissions must not slow the pages: requests are served first.
lowerThisThreadsPriority();
const thread = thisThreadId();
// The engine's time budget counts this thread's CPU time: at nice 10 on a busy machine, the
// wall clock would stop honest code as an endless loop.
const cpuClock = thread === undefined ? undefined : threadCpuClock(thread);
// Compiled while the thread waits for its first job, which then does not wait for it.
void compiledQuickJs();

port.on("message", async (job: GradeJob) => {
  let reply: WorkerReply;
  // Reading the TypeScript cannot be interrupted from inside: the pool fences it between these two words.
  try {
    port.postMessage({ id: job.id, stage: "reading", ...(thread !== undefined && { thread }) } satisfies WorkerReply);
    const engine = () => createQuickJsEngine(DEFAULT_SANDBOX_LIMITS, cpuClock);
    const onStripped = () => port.postMessage({ id: job.id, stage: "stripped" } satisfies WorkerReply);
    reply = { id: job.id, verdict: await gradeKata(job.grader, job.source, { engine, onStripped }) };
  } catch (error) {
    // gradeSubmission answers refusals itself; what gets here is a fault of the engine (e.g. a
    // WebAssembly abort), after which this thread's engine cannot be trusted. Ending the thread
    // lets the pool answer "crashed" for this job and start a fresh worker for the next.
    console.error("[kata] grading failed in the worker:", error);
    process.exit(1);
  }
  port.postMessage(reply);
});
