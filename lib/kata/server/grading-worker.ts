/**
 * The grading pool's worker thread (bundled by scripts/build-kata-worker.mjs): grades one
 * submission at a time on the QuickJS engine, with the grader's default seed so the grade
 * matches the feedback the browser gave for the same code.
 */
import { parentPort } from "node:worker_threads";
import { gradeSubmission } from "../grade";
import type { GradeJob, WorkerReply } from "./pool-messages";
import { createQuickJsEngine } from "./quickjs-engine";
import { lowerThisThreadsPriority } from "./thread-priority";

const port = parentPort;
if (!port) throw new Error("grading-worker.ts runs as a worker thread of the grading pool");
// A flood of looping submissions must not slow the pages: requests are served first.
lowerThisThreadsPriority();

port.on("message", async (job: GradeJob) => {
  let reply: WorkerReply;
  try {
    reply = { id: job.id, verdict: await gradeSubmission(job.source, { engine: () => createQuickJsEngine() }) };
  } catch (error) {
    // gradeSubmission answers refusals itself; what gets here is a fault of the engine (e.g. a
    // WebAssembly abort), after which this thread's engine cannot be trusted. Ending the thread
    // lets the pool answer "crashed" for this job and start a fresh worker for the next.
    console.error("[kata] grading failed in the worker:", error);
    process.exit(1);
  }
  port.postMessage(reply);
});
