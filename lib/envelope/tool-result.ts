/**
 * The envelope: the one shape every tool call ends in, whatever happened.
 *
 * The TypeScript type is written out by hand because students read it; the zod schema
 * below checks the same rules at run time (for traces, postMessage, property tests).
 */
import { z } from "zod";
import { INVALID_ARGS_CODES, TOOL_ERROR_CODES } from "./failure-code";
import { type RetryHint, RetryHintSchema } from "./retry-hint";

/** The four ways a tool call can end. */
export const TOOL_STATUSES = ["ok", "invalid_args", "tool_error", "timeout"] as const;

/** One of the four ways a tool call can end. */
export type ToolStatus = (typeof TOOL_STATUSES)[number];

/**
 * What the tools layer always returns: `output` only when ok, `error` only when not.
 * A failure may carry `code`, a word the model can act on (failure-code.ts), while
 * `error` is for people. A tool_error or timeout may also carry `retry`, a hint set by
 * the tool that knows (retry-hint.ts). invalid_args never does: the same request fails
 * the same way.
 */
export type ToolResult =
  | { status: "ok"; tool: string; output: unknown }
  | { status: "invalid_args"; tool: string; error: string; code?: "unknown_tool" | "bad_arguments" }
  | { status: "timeout"; tool: string; error: string; code?: "deadline"; retry?: RetryHint }
  | {
      status: "tool_error";
      tool: string;
      error: string;
      code?: "bad_arguments" | "not_found" | "unavailable" | "cancelled" | "internal";
      retry?: RetryHint;
    };

const OkSchema = z
  .object({ status: z.literal("ok"), tool: z.string(), output: z.unknown() })
  .strict()
  // NOTE: zod accepts `output: undefined` as present; the envelope does not, because
  // the field would vanish once the result is sent as JSON.
  .refine((result) => result.output !== undefined, {
    message: "output is required when status is ok",
    path: ["output"],
  });

const errorMessage = z.string().min(1, "error must be a non-empty message");

const InvalidArgsSchema = z
  .object({
    status: z.literal("invalid_args"),
    tool: z.string(),
    error: errorMessage,
    code: z.enum(INVALID_ARGS_CODES).optional(),
  })
  .strict();

const TimeoutSchema = z
  .object({
    status: z.literal("timeout"),
    tool: z.string(),
    error: errorMessage,
    code: z.literal("deadline").optional(),
    retry: RetryHintSchema.optional(),
  })
  .strict();

const ToolErrorSchema = z
  .object({
    status: z.literal("tool_error"),
    tool: z.string(),
    error: errorMessage,
    code: z.enum(TOOL_ERROR_CODES).optional(),
    retry: RetryHintSchema.optional(),
  })
  .strict();

/**
 * Run-time check of a {@link ToolResult}; `.strict()` refuses `error` on ok, `output` on
 * failures, `retry` anywhere but on tool_error and timeout, and a code on a status it
 * does not belong to.
 */
export const ToolResultSchema = z.discriminatedUnion("status", [
  OkSchema,
  InvalidArgsSchema,
  TimeoutSchema,
  ToolErrorSchema,
]);

// Compile-time guard: the hand-written type and the schema must describe the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: Same<ToolResult, z.infer<typeof ToolResultSchema>> = true;
void typesAgree;
