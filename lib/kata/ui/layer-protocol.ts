/**
 * The messages between the sandbox page and the worker that runs the student's kata layer
 * ("Use my layer"), checked with zod where they arrive. The worker runs the student's code,
 * so what it sends is data from outside; the page's answers are checked too, because the
 * worker trusts nothing it did not parse. Both ends load this only in that mode.
 *
 * The tools stay on the page (faults, seed, the SQL worker); the layer in the worker asks for
 * each `run` with `tool-run` and hears back `tool-settled`. A tool's `check` is synchronous in
 * the kata's interface, so the worker answers it itself with the same argument schemas.
 */
import { z } from "zod";
import { CallReportSchema } from "@/lib/kata/call-report";
import { RefusalSchema } from "@/lib/kata/verdict";

/** The one call to make: the student's source, the sandbox's deadline, tool and arguments (JSON text). */
export const LayerCallSchema = z.strictObject({
  type: z.literal("call"),
  source: z.string(),
  timeoutMs: z.number().int().positive(),
  tool: z.string(),
  args: z.string(),
});
export type LayerCall = z.infer<typeof LayerCallSchema>;

/** How a tool on the page settled: a value, the layer's own abort reason, a timeout signal, or an error. */
export const ToolAnswerSchema = z.discriminatedUnion("reason", [
  z.strictObject({ reason: z.literal("value"), ok: z.literal(true), value: z.unknown() }),
  z.strictObject({ reason: z.literal("abort"), ok: z.literal(false) }),
  z.strictObject({ reason: z.literal("timeout"), ok: z.literal(false), message: z.string() }),
  z.strictObject({ reason: z.literal("error"), ok: z.literal(false), name: z.string(), message: z.string() }),
]);
export type ToolAnswer = z.infer<typeof ToolAnswerSchema>;

export const ToolSettledSchema = z.strictObject({
  type: z.literal("tool-settled"),
  id: z.number().int(),
  answer: ToolAnswerSchema,
});
export type ToolSettled = z.infer<typeof ToolSettledSchema>;

/** What the worker says besides progress: a tool to run or abort, then one final answer. */
export const FromLayerSchema = z.discriminatedUnion("type", [
  /** The code loaded; the call starts now (the page's clock for the call starts here). */
  z.strictObject({ type: z.literal("started") }),
  z.strictObject({ type: z.literal("tool-run"), id: z.number().int(), tool: z.string(), args: z.unknown() }),
  z.strictObject({ type: z.literal("tool-abort"), id: z.number().int() }),
  z.strictObject({ type: z.literal("answered"), report: CallReportSchema }),
  /** The code could not be loaded: the kata's own refusal (syntax, import, no layer, a throw while loading...). */
  z.strictObject({ type: z.literal("refused"), refusal: RefusalSchema }),
  z.strictObject({ type: z.literal("failed"), message: z.string() }),
]);
export type FromLayer = z.infer<typeof FromLayerSchema>;

/**
 * How long after the call's deadline the worker still waits for the layer's answer. A
 * correct layer answers at its deadline; one that never settles (it awaits a hung tool
 * without a deadline) is given up on then, and the sandbox says so.
 */
export const ANSWER_GRACE_MS = 1_000;
