import { readFileSync, readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** The calling thread's Linux thread id (from /proc/thread-self), or undefined elsewhere. */
export function thisThreadId(): number | undefined {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(threadId) && threadId > 0 ? threadId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds (user and system) thread `threadId` of this process has used, from
 * /proc/self/task/<id>/stat, or undefined where that cannot be read (not Linux, thread gone).
 * NOTE: /proc counts in USER_HZ ticks, 100 a second on Linux whatever the kernel's own rate.
 */
export function threadCpuMs(threadId: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, in parentheses): state is the
    // first, utime the 12th and stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling thread's scheduling priority, so that on a busy machine the thread
 * answering requests is served before the threads grading submissions. On Linux the nice
 * value belongs to each thread, and /proc/thread-self names this thread's id; elsewhere
 * this does nothing and answers false.
 */
export function lowerThisThreadsPriority(nice = 10): boolean {
  const threadId = thisThreadId();
  if (threadId === undefined) return false;
  try {
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}

/**
 * A clock of thread `threadId`'s CPU milliseconds, for budgets read often (the engine's
 * interrupt checks): /proc is read at most once per 10 ms of wall-clock time, its own
 * resolution; undefined where it cannot be read at all.
 */
export function threadCpuClock(threadId: number): (() => number) | undefined {
  const first = threadCpuMs(threadId);
  if (first === undefined) return undefined;
  let cpu = first;
  let readAt = performance.now();
  return () => {
    const now = performance.now();
    if (now - readAt >= 10) {
      cpu = threadCpuMs(threadId) ?? cpu;
      readAt = now;
    }
    return cpu;
  };
}
