/**
 * A SqlExecutor that runs every query in one worker thread, reused across calls. SQLite's
 * work is synchronous, so the only way to stop a runaway query is to stop its thread: when
 * a posted query's signal aborts (its deadline), the worker is terminated and a fresh one
 * started, and queries that were waiting behind it are sent to the replacement.
 *
 * Framework-free: the caller passes `spawn` (in the browser, `new Worker(new URL(...))`)
 * and `loadWasm` (the bytes, fetched once per page and copied to each worker).
 */
import type { SqlExecutor } from "./sql-executor";
import { QueryFailedError, type QueryOutput, type QueryRequest, ReadOnlyQueryError } from "./sql-query";
import { FromWorkerSchema, type ToWorker } from "./sql-worker-protocol";

/** The part of a Worker this executor uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** idle: no worker yet; loading: SQLite is being fetched and compiled; ready; failed: the last load failed. */
export type SqlWorkerStatus = "idle" | "loading" | "ready" | "failed";

/** A worker executor, with readiness for the UI and for "loading is not calling". */
export interface SqlWorkerExecutor extends SqlExecutor {
  /** Starts the worker if needed and resolves once SQLite is loaded in it. */
  ready(): Promise<void>;
  status(): SqlWorkerStatus;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: SqlWorkerStatus) => void): () => void;
  /** How many workers have been started so far (the first one plus replacements). */
  spawned(): number;
}

interface Slot {
  worker: WorkerLike;
  ready: Promise<void>;
  settle: { resolve: () => void; reject: (error: Error) => void };
}

interface Pending {
  request: QueryRequest;
  resolve: (output: QueryOutput) => void;
  reject: (error: unknown) => void;
  detach: () => void;
  /** The worker this query was posted to, once it was. */
  postedTo?: WorkerLike;
}

const ERRORS = { ReadOnlyQueryError, QueryFailedError, Error } as const;

/** Creates the executor; no worker starts until `ready` or the first query. */
export function createWorkerExecutor(options: {
  spawn: () => WorkerLike;
  loadWasm: () => Promise<ArrayBuffer>;
}): SqlWorkerExecutor {
  const pending = new Map<number, Pending>();
  const listeners = new Set<(status: SqlWorkerStatus) => void>();
  let slot: Slot | undefined;
  let current: SqlWorkerStatus = "idle";
  let nextId = 1;
  let started = 0;

  const setStatus = (status: SqlWorkerStatus) => {
    current = status;
    for (const listener of listeners) listener(status);
  };

  const start = (): Slot => {
    if (slot) return slot;
    let settle!: Slot["settle"];
    const ready = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    ready.catch(() => {}); // callers see the rejection through their own await
    const own: Slot = { worker: options.spawn(), ready, settle };
    slot = own;
    started++;
    setStatus("loading");
    own.worker.onmessage = (event) => receive(own, event.data);
    own.worker.onerror = () => crashed(own);
    options.loadWasm().then(
      (wasm) => slot === own && own.worker.postMessage({ type: "init", wasm }),
      (thrown) =>
        loadFailed(own, `SQLite could not be downloaded: ${thrown instanceof Error ? thrown.message : thrown}`),
    );
    return own;
  };

  const stop = (own: Slot) => {
    own.worker.onmessage = null;
    own.worker.onerror = null;
    own.worker.terminate();
    if (slot === own) slot = undefined;
  };

  const dispatch = (id: number) => {
    const entry = pending.get(id);
    if (entry === undefined) return;
    const own = start();
    own.ready.then(
      () => {
        // Skip when the call ended meanwhile, or when this worker was replaced (the replacement re-dispatches).
        if (pending.get(id) !== entry || slot !== own) return;
        entry.postedTo = own.worker;
        own.worker.postMessage({ type: "query", id, ...entry.request });
      },
      (error: Error) => {
        if (pending.get(id) !== entry) return;
        if (slot !== undefined) return dispatch(id); // another call already started a new worker: wait for that one
        finish(id)?.reject(new Error(error.message)); // the worker's fault, not the query's: internal
      },
    );
  };

  const finish = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    entry?.detach();
    return entry;
  };

  /** Terminates the worker, starts its replacement and re-sends the queries that were not to blame. */
  const replace = (own: Slot, blamed: (entry: Pending) => Error | undefined) => {
    stop(own);
    for (const [id, entry] of [...pending]) {
      const error = entry.postedTo === own.worker ? blamed(entry) : undefined;
      if (error) finish(id)?.reject(error);
      else entry.postedTo = undefined;
    }
    start(); // a warm worker for the next call, even when nothing is waiting
    for (const id of pending.keys()) dispatch(id);
  };

  const loadFailed = (own: Slot, message: string) => {
    if (slot !== own) return;
    stop(own);
    setStatus("failed");
    own.settle.reject(new Error(message));
  };

  const crashed = (own: Slot) => {
    if (slot !== own) return;
    if (current !== "ready") return loadFailed(own, "the SQL worker could not start");
    // A query took the worker down (e.g. out of memory): fail what it held, carry on with a new
    // one. A plain Error, so the code is internal: a crash is not the model's arguments.
    replace(own, () => new Error("the SQL worker stopped while running this query"));
  };

  const receive = (own: Slot, data: unknown) => {
    if (slot !== own) return;
    const parsed = FromWorkerSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "ready") {
      setStatus("ready");
      own.settle.resolve();
    } else if (message.type === "load_failed") loadFailed(own, message.message);
    else if (message.type === "rows") finish(message.id)?.resolve(message.output);
    else finish(message.id)?.reject(new ERRORS[message.error](message.message));
  };

  return {
    ready: () => start().ready,
    status: () => current,
    spawned: () => started,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    query(request, signal) {
      return new Promise<QueryOutput>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const id = nextId++;
        const onAbort = () => {
          const entry = finish(id);
          entry?.reject(signal.reason);
          // Posted means the worker is running it or will: only a new thread gets the page's SQL back.
          if (entry?.postedTo && slot?.worker === entry.postedTo) replace(slot, () => undefined);
        };
        signal.addEventListener("abort", onAbort, { once: true });
        const detach = () => signal.removeEventListener("abort", onAbort);
        pending.set(id, { request, resolve, reject, detach });
        dispatch(id);
      });
    },
    close() {
      if (slot) stop(slot);
      for (const id of [...pending.keys()]) finish(id)?.reject(new Error("the SQL worker was closed"));
      setStatus("idle");
    },
  };
}
