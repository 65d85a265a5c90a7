/**
 * The server's one grading pool, made on first use and shared by every request (kept on
 * globalThis so `next dev` reloads do not start a second set of workers).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { readBudgetMs } from "../read-budget";
import { GradingPool, type PoolOptions } from "./grading-pool";
import { KATA_QUEUE_PER_WORKER, kataPoolSize } from "./pool-size";
import { DEFAULT_SANDBOX_LIMITS } from "./sandbox-limits";
import { KATA_WORKER_BUNDLE } from "./worker-bundle";

/** Worker threads on this machine (pool-size.ts). */
const POOL_SIZE = kataPoolSize();

/** About what one grading costs here: the reference layer took 3 to 5 s on a busy 2-core machine (npm run bench). */
const TYPICAL_GRADING_MS = 5_000;

/** The pool's settings for this machine. */
export function defaultPoolOptions(root: string = process.cwd()): PoolOptions {
  const queueLimit = POOL_SIZE * KATA_QUEUE_PER_WORKER;
  return {
    workerFile: path.join(/*turbopackIgnore: true*/ root, KATA_WORKER_BUNDLE),
    size: POOL_SIZE,
    queueLimit,
    // No client holds more than half the workers or half the line (rounded up: one worker is
    // one client's while it grades, but every other client's turn comes next).
    clientRunning: Math.ceil(POOL_SIZE / 2),
    clientWaiting: Math.ceil(queueLimit / 2),
    // The engine stops a submission at its CPU budget; the fence allows for the host's share of a grading on top.
    fenceMs: 2 * DEFAULT_SANDBOX_LIMITS.cpuMs,
    readBudgetMs,
    jobBudgetMs: TYPICAL_GRADING_MS,
    // Long enough that a client sending again at once costs a request a second per place it
    // holds; short beside any Retry-After (at least 1 s), so one who waits as told loses nothing.
    refusalHoldMs: 1_000,
  };
}

const KEY = Symbol.for("envelope-lab.kata-grading-pool");
type WithPool = typeof globalThis & { [KEY]?: GradingPool };

/**
 * A pool on `options`. The worker bundle is made before every build, dev and start
 * (scripts/build-bundles.ts); a server without it says which file is missing and how to make
 * it, rather than building it itself, since what runs never reaches into scripts/.
 */
export function startGradingPool(options: PoolOptions): GradingPool {
  if (!existsSync(options.workerFile))
    throw new Error(
      `The kata grading worker ${options.workerFile} is missing: run \`npm run build\` (or \`npm start\`).`,
    );
  return new GradingPool(options);
}

/** The process's pool, started on first use. */
export function kataGradingPool(): GradingPool {
  const holder = globalThis as WithPool;
  holder[KEY] ??= startGradingPool(defaultPoolOptions());
  return holder[KEY];
}
