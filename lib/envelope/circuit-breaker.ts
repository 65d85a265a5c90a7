/**
 * A circuit breaker for one tool: after `threshold` failures in a row that say the tool
 * itself is in trouble, it opens and calls fail fast, without reaching the tool, for
 * `coolDownMs`. Then it is half-open: one trial call goes through; success closes it,
 * failure opens it again. A tool that is down then sees a trickle of trials, not a flood.
 */
import type { ToolResult } from "./tool-result";

export interface CircuitBreakerOptions {
  /** Failures in a row that open the breaker. */
  threshold: number;
  /** How long it stays open before a trial call, in ms. */
  coolDownMs: number;
}

export const DEFAULT_BREAKER: CircuitBreakerOptions = { threshold: 5, coolDownMs: 2000 };

export type BreakerState = "closed" | "open" | "half-open";

/**
 * Whether a result says the tool is in trouble: a timeout, or a tool_error the tool did
 * not mark as final. invalid_args (the caller's mistake) and a retryable: false failure
 * (an unknown city: the service answered) say nothing about the tool's health.
 */
export function countsAsOutage(result: ToolResult): boolean {
  if (result.status === "timeout") return true;
  return result.status === "tool_error" && result.retry?.retryable !== false;
}

/** The breaker of one tool; `now` is passed in, so the chaos run's virtual clock drives it. */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private current: BreakerState = "closed";
  private trialOut = false;
  /** How many times it opened (the figure the chaos run shows). */
  trips = 0;
  /** Calls it refused without reaching the tool. */
  refusals = 0;

  constructor(
    readonly tool: string,
    readonly options: CircuitBreakerOptions = DEFAULT_BREAKER,
  ) {}

  /** The state at `now`: an open breaker whose cool-down is over reads as half-open. */
  state(now: number): BreakerState {
    if (this.current === "open" && now - this.openedAt >= this.options.coolDownMs) return "half-open";
    return this.current;
  }

  /** Whether a call may reach the tool at `now`; in half-open, only one trial at a time. */
  allows(now: number): boolean {
    const state = this.state(now);
    if (state === "closed") return true;
    if (state === "open" || this.trialOut) {
      this.refusals++;
      return false;
    }
    this.current = "half-open";
    this.trialOut = true;
    return true;
  }

  /** Feeds the breaker a finished attempt. */
  record(result: ToolResult, now: number): void {
    const trial = this.trialOut;
    this.trialOut = false;
    if (result.status === "ok") {
      this.failures = 0;
      this.current = "closed";
    } else if (countsAsOutage(result)) {
      this.failures++;
      if (trial || this.failures >= this.options.threshold) this.open(now);
    } else if (trial) {
      this.current = "half-open"; // no news about the tool: the next call is the trial
    }
  }

  /** The envelope of a refused call: a tool_error whose hint says not to retry until the cool-down ends. */
  refusal(now: number): ToolResult {
    const afterMs = Math.max(0, Math.ceil(this.openedAt + this.options.coolDownMs - now));
    return {
      status: "tool_error",
      tool: this.tool,
      error: `circuit open: ${this.tool} failed ${this.options.threshold} times in a row, so it was not called`,
      code: "unavailable",
      retry: { retryable: false, afterMs, reason: "circuit breaker open" },
    };
  }

  private open(now: number): void {
    // Attempts that were already in flight when it opened do not stretch the cool-down.
    if (this.current === "open") return;
    this.trips++;
    this.current = "open";
    this.openedAt = now;
  }
}
