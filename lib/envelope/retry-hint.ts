/**
 * The retry hint: an optional, structured answer to "may this call be tried again, and
 * when?", set by the tool that knows (a 503 with Retry-After, a full pool, an unknown
 * city) and carried into the envelope by the tools layer. The layer reads it from the
 * class of what was thrown and its `retry` field, never from the message's words.
 */
import { z } from "zod";
import { TOOL_ERROR_CODES, type ToolErrorCode } from "./failure-code";

/** What a failed call says about trying it again. */
export type RetryHint = {
  /** true: another attempt may end differently; false: it will fail the same way. */
  retryable: boolean;
  /** The earliest a new attempt is worth it, in ms from now (e.g. from a Retry-After header). */
  afterMs?: number;
  /** A short reason in the tool's words, for the trace: "HTTP 503 with Retry-After: 1". */
  reason?: string;
};

/** The longest pause a hint may ask for: a day is already longer than any agent's turn. */
export const MAX_RETRY_AFTER_MS = 86_400_000;
/** The longest reason a hint may carry; it lands in traces. */
export const MAX_RETRY_REASON_LENGTH = 200;

/** Run-time check of a {@link RetryHint}; unknown keys are refused, as in the envelope. */
export const RetryHintSchema = z
  .object({
    retryable: z.boolean(),
    afterMs: z.number().int().min(0).max(MAX_RETRY_AFTER_MS).optional(),
    reason: z.string().trim().min(1).max(MAX_RETRY_REASON_LENGTH).optional(),
  })
  .strict();

/**
 * The typed error a tool throws to say how retryable its failure is and what kind it is
 * (failure-code.ts). Subclass it (the weather tool's ServiceUnavailableError, the pool's
 * PoolExhaustedError) or throw it as is.
 */
export class ToolFailure extends Error {
  override name = "ToolFailure";
  constructor(
    message: string,
    readonly retry: RetryHint,
    readonly code: ToolErrorCode = "internal",
  ) {
    super(message);
  }
}

/**
 * `{ retry }` when `thrown` is a {@link ToolFailure} with a valid hint, else `{}`: spread it
 * into a failure envelope. A hint that fails the schema is dropped rather than trusted, and
 * nothing here throws, even for hostile values (a getter that throws, a proxy).
 */
export function retryHintOf(thrown: unknown): { retry?: RetryHint } {
  try {
    if (!(thrown instanceof ToolFailure)) return {};
    const parsed = RetryHintSchema.safeParse(thrown.retry);
    return parsed.success ? { retry: parsed.data } : {};
  } catch {
    return {};
  }
}

/**
 * The code of a tool_error from what was thrown: a {@link ToolFailure}'s own code when it is
 * one a tool_error may carry, else "internal". An AbortError is "internal" too: the layer
 * holds no caller's signal (the one it gives the tool aborts only at its deadline), so an
 * abort that reaches it is the tool's own (its fetch's controller, say), not the user's.
 * The user's cancel is "cancelled" where that signal is held: the retry loop (retry.ts).
 * Never throws.
 */
export function failureCodeOf(thrown: unknown): ToolErrorCode {
  try {
    if (!(thrown instanceof ToolFailure)) return "internal";
    // deadline and unknown_tool belong to the layer's own steps; a tool cannot claim them.
    const code = TOOL_ERROR_CODES.find((each) => each === thrown.code);
    return code ?? "internal";
  } catch {
    return "internal";
  }
}

/** A Retry-After header's delay-seconds as ms, or undefined when it is not a whole number of seconds. */
export function retryAfterHeaderMs(value: string): number | undefined {
  // RFC 9110 allows an HTTP date too; the simulated service sends only delay-seconds.
  if (!/^\d{1,6}$/.test(value.trim())) return undefined;
  return Math.min(Number(value.trim()) * 1000, MAX_RETRY_AFTER_MS);
}

/** A hint in a few words for a trace row or the result panel: "retry after 1000 ms", "retry: no". */
export function describeRetryHint(hint: RetryHint): string {
  if (!hint.retryable) return hint.afterMs === undefined ? "retry: no" : `no retry before ${hint.afterMs} ms`;
  return hint.afterMs === undefined ? "retry: yes" : `retry after ${hint.afterMs} ms`;
}
