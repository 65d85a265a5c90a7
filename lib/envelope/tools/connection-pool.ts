/**
 * A connection pool with a cap, as the database tool sees it. When every connection is
 * in use a caller either fails fast (PoolExhaustedError) or, in wait mode, queues until a
 * connection frees up or its signal aborts.
 */

import { ToolFailure } from "../retry-hint";

/** How soon a connection is likely free again: a query holds one for 2–7 ms. */
export const POOL_RETRY_AFTER_MS = 10;

/** No connection was free and the pool does not wait. Connections come back within ms: retryable. */
export class PoolExhaustedError extends ToolFailure {
  override name = "PoolExhaustedError";
  constructor(message: string) {
    const hint = { retryable: true, afterMs: POOL_RETRY_AFTER_MS, reason: "every connection is in use" };
    super(message, hint, "unavailable");
  }
}

/** Gives a connection back; calling it twice is harmless. */
export type Release = () => void;

/** A capped pool of (simulated) connections. */
export class ConnectionPool {
  private used = 0;
  private readonly queue: Array<(release: Release) => void> = [];
  private readonly listeners = new Set<() => void>();

  /** `size` connections; `wait` decides between failing fast and queueing. */
  constructor(
    readonly size: number,
    readonly wait: boolean,
  ) {}

  /** How many connections are held right now. */
  get inUse(): number {
    return this.used;
  }

  /** How many callers are queued for a connection. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Calls `listener` whenever a connection is taken or given back; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes a connection, failing fast or queueing when all are held. */
  acquire(signal: AbortSignal): Promise<Release> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.used < this.size) {
      this.used++;
      this.changed();
      return Promise.resolve(this.releaser());
    }
    if (!this.wait) return Promise.reject(this.exhausted(this.used));
    return new Promise((resolve, reject) => {
      const grant = (release: Release) => {
        signal.removeEventListener("abort", onAbort);
        resolve(release);
      };
      const onAbort = () => {
        this.queue.splice(this.queue.indexOf(grant), 1);
        reject(signal.reason);
      };
      this.queue.push(grant);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /**
   * Acts out a pool whose every connection is held by other clients: fails fast, or in
   * wait mode waits until the signal aborts (no one ever lets go).
   */
  acquireWhileFull(signal: AbortSignal): Promise<never> {
    if (!this.wait) return Promise.reject(this.exhausted(this.size));
    return new Promise((_, reject) => {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  }

  private exhausted(held: number): PoolExhaustedError {
    return new PoolExhaustedError(`connection pool exhausted (${held}/${this.size} in use)`);
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next)
        next(this.releaser()); // hand the connection straight to the next caller
      else {
        this.used--;
        this.changed();
      }
    };
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
