/**
 * The reading step's budget: how long turning a submission's TypeScript into JavaScript
 * (`stripTypes`) may take before the grader gives up on it, and what the student is told
 * then. Sucrase reads honest code in time linear in its length but backtracks
 * exponentially on nested conditionals whose branch is an arrow function with a return
 * type (`a ? (b): c => ...`: each one more about doubles the time, thirty take hours), and
 * a synchronous parse cannot be interrupted. So reading runs only where it can be killed
 * (the server's grading worker, the browser's checker worker) and is fenced on its own.
 * No sucrase here: the page and the pool read this without loading the stripper.
 */
import type { Refusal } from "./verdict";

/**
 * Milliseconds that stripping a source of `length` characters may take: a fixed part for a
 * worker that has not warmed up yet, and a part per kilobyte. Measured on a 2-core machine at
 * load 9 to 10 with the worker at nice 10, a cold strip of 1 kB took 40 to 90 ms, of 16 kB 70
 * to 190 ms, of 64 kB 260 to 820 ms; this allows about 4 to 6 times that (3.1 s for 64 kB).
 */
export function readBudgetMs(length: number): number {
  return 500 + 40 * Math.ceil(length / 1024);
}

/** What the student reads when stripping ran out of its budget (after "Your code could not be checked: "). */
export const UNREADABLE: Refusal = {
  code: "unreadable",
  message:
    "it could not be read in time. Nested conditionals whose branch is an arrow function with a return type, like `ok ? (x): string => a : b`, make TypeScript very slow to read: put each such arrow function in parentheses or give it a name, then try again.",
};
