/**
 * A retry budget: retries may be at most a share of calls, token-bucket style. Every new
 * call adds `ratio` of a token (up to `capacity`), every retry spends a whole one, and a
 * retry with no token left is refused. In an outage, when every call fails, retries then
 * add at most `ratio` to the load instead of multiplying it by the attempt limit.
 */

export interface RetryBudgetOptions {
  /** Tokens each new call adds: 0.1 lets retries be about a tenth of calls. */
  ratio: number;
  /** Tokens at the start, so the first few failures can be retried at all. */
  reserve: number;
  /** The most tokens that can pile up in quiet times. */
  capacity: number;
}

export const DEFAULT_RETRY_BUDGET: RetryBudgetOptions = { ratio: 0.1, reserve: 10, capacity: 100 };

/** One budget shared by every call of an orchestrator (or of a chaos run). */
export class RetryBudget {
  private tokens: number;
  /** Retries granted and refused so far, for the figures. */
  granted = 0;
  refused = 0;

  constructor(readonly options: RetryBudgetOptions = DEFAULT_RETRY_BUDGET) {
    const { ratio, reserve, capacity } = options;
    if (!(ratio >= 0 && reserve >= 0 && capacity >= reserve)) {
      throw new Error(`a retry budget needs ratio ≥ 0 and 0 ≤ reserve ≤ capacity, got ${JSON.stringify(options)}`);
    }
    this.tokens = reserve;
  }

  /** A new call (its first attempt) adds its share. */
  recordCall(): void {
    this.tokens = Math.min(this.options.capacity, this.tokens + this.options.ratio);
  }

  /** Spends a token for one retry; false (and nothing spent) when less than one is left. */
  tryRetry(): boolean {
    // NOTE: a small epsilon, because ten deposits of 0.1 add up to 0.9999999999999999.
    if (this.tokens + 1e-9 < 1) {
      this.refused++;
      return false;
    }
    this.tokens = Math.max(0, this.tokens - 1);
    this.granted++;
    return true;
  }

  /** Tokens left (for tests and figures). */
  get available(): number {
    return this.tokens;
  }
}
