/**
 * The failed passbacks of a dashboard scope, queued again (lib/store/passback-queue.ts
 * `requeueFailed`); the scope's courses are found as the dashboard finds them.
 * Framework-free and server-only.
 */
import type { Store } from "@/lib/store/open-store";
import type { ResultsScope } from "./class-results";
import { contextIdsOf } from "./read-class-results";

/** Requeues every failed passback of `scope`'s courses at `now`; returns how many. */
export async function requeueFailedPassbacks(store: Store, scope: ResultsScope, now: Date): Promise<number> {
  return store.passbackQueue.requeueFailed(await contextIdsOf(store.db, scope), now);
}
