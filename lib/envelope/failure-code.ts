/**
 * The failure code: a machine-readable word for what went wrong, from a small closed set,
 * so the model (and any program) can act on a failure without reading its text. The
 * text stays for people, in the trace; the code is what the model is told.
 *
 * Like the retry hint, a code comes from the kind of thing thrown (a ToolFailure's `code`,
 * a signal's class) or from the step that decided the call, never from the message's words.
 */
import { z } from "zod";

/**
 * Each code asks the model for a different next move:
 * - unknown_tool: pick a tool that exists;
 * - bad_arguments: change the arguments (the schema refused them, or the tool could not use them);
 * - not_found: what the arguments name does not exist; asking again the same way will not help;
 * - unavailable: the service or a resource it needs is down or full; later may work;
 * - deadline: no answer in time; the work may or may not have happened;
 * - cancelled: the user stopped the call; do not call again unless asked;
 * - internal: anything else, bugs included; nothing the model can fix.
 */
export const FAILURE_CODES = [
  "unknown_tool",
  "bad_arguments",
  "not_found",
  "unavailable",
  "deadline",
  "cancelled",
  "internal",
] as const;

/** One of the failure codes. */
export type FailureCode = (typeof FAILURE_CODES)[number];

/** The codes an invalid_args envelope may carry: the request itself was wrong. */
export const INVALID_ARGS_CODES = ["unknown_tool", "bad_arguments"] as const satisfies readonly FailureCode[];

/** The codes a tool_error may carry: everything that is neither a bad request nor a deadline. */
export const TOOL_ERROR_CODES = [
  "bad_arguments",
  "not_found",
  "unavailable",
  "cancelled",
  "internal",
] as const satisfies readonly FailureCode[];

/** A code a tool_error may carry. */
export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

/** Run-time check of a {@link FailureCode}. */
export const FailureCodeSchema = z.enum(FAILURE_CODES);
