/**
 * Whether a finished attempt deserves another one, read from the envelope alone: the
 * tool's retry hint when it gave one, else the status. What this never does is read the
 * error's words: "never retry what was wrong" and the policy agree because both come
 * from data the tool set.
 */
import type { ToolResult } from "./tool-result";

/** Why a call stops, or that it may go on. */
export type RetryVerdict =
  | { retry: true }
  | { retry: false; why: "answered" | "wrong-request" | "not-retryable" | "out-of-attempts" };

/**
 * The verdict after attempt `attempt` (1-based) of at most `maxAttempts`:
 * - ok: done; invalid_args: never again (the same request fails the same way);
 * - a hint decides when there is one (the tool knows: a 503 may pass, a 404 will not);
 * - without one, a timeout may pass, and a tool_error is not retried: like gRPC, which
 *   retries only the status codes a configured retryPolicy lists (it has no default list),
 *   only failures known to be passing are retried, and a bug or a missing table is not.
 */
export function retryVerdict(result: ToolResult, attempt: number, maxAttempts: number): RetryVerdict {
  if (result.status === "ok") return { retry: false, why: "answered" };
  if (result.status === "invalid_args") return { retry: false, why: "wrong-request" };
  const retryable = result.retry?.retryable ?? result.status === "timeout";
  if (!retryable) return { retry: false, why: "not-retryable" };
  return attempt < maxAttempts ? { retry: true } : { retry: false, why: "out-of-attempts" };
}
