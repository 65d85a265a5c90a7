/**
 * The messages between the page and its SQL worker. Both sides parse what they receive,
 * since a postMessage boundary is a place where data enters (zod/mini keeps the worker small).
 */
import * as z from "zod/mini";

const Cell = z.union([z.string(), z.number(), z.null()]);

/** Page → worker: load SQLite from these wasm bytes, or run one query. */
export const ToWorkerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("init"), wasm: z.instanceof(ArrayBuffer) }),
  z.object({
    type: z.literal("query"),
    id: z.number(),
    sql: z.string(),
    params: z.array(Cell),
    maxRows: z.number(),
  }),
]);
export type ToWorker = z.infer<typeof ToWorkerSchema>;

/** Worker → page: ready, a load failure, or a query's rows or error (named by class). */
export const FromWorkerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready") }),
  z.object({ type: z.literal("load_failed"), message: z.string() }),
  z.object({
    type: z.literal("rows"),
    id: z.number(),
    output: z.object({
      columns: z.array(z.string()),
      rows: z.array(z.array(Cell)),
      rowCount: z.number(),
      truncated: z.boolean(),
    }),
  }),
  z.object({
    type: z.literal("failed"),
    id: z.number(),
    error: z.enum(["ReadOnlyQueryError", "QueryFailedError", "Error"]),
    message: z.string(),
  }),
]);
export type FromWorker = z.infer<typeof FromWorkerSchema>;
