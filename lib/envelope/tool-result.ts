/**
 * The envelope: the one shape every tool call ends in, whatever happened.
 *
 * The TypeScript type is written out by hand because students read it; the zod schema
 * below checks the same rules at run time (for traces, postMessage, property tests).
 */
import { z } from "zod";

/** The four ways a tool call can end. */
export const TOOL_STATUSES = ["ok", "invalid_args", "tool_error", "timeout"] as const;

/** One of the four ways a tool call can end. */
export type ToolStatus = (typeof TOOL_STATUSES)[number];

/** What the tools layer always returns: `output` only when ok, `error` only when not. */
export type ToolResult =
  | { status: "ok"; tool: string; output: unknown }
  | { status: "invalid_args" | "tool_error" | "timeout"; tool: string; error: string };

const OkSchema = z
  .object({ status: z.literal("ok"), tool: z.string(), output: z.unknown() })
  .strict()
  // NOTE: zod accepts `output: undefined` as present; the envelope does not, because
  // the field would vanish once the result is sent as JSON.
  .refine((result) => result.output !== undefined, {
    message: "output is required when status is ok",
    path: ["output"],
  });

const FailureSchema = z
  .object({
    status: z.enum(["invalid_args", "tool_error", "timeout"]),
    tool: z.string(),
    error: z.string().min(1, "error must be a non-empty message"),
  })
  .strict();

/** Run-time check of a {@link ToolResult}; `.strict()` refuses `error` on ok and `output` on failures. */
export const ToolResultSchema = z.discriminatedUnion("status", [OkSchema, FailureSchema]);

// Compile-time guard: the hand-written type and the schema must describe the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: Same<ToolResult, z.infer<typeof ToolResultSchema>> = true;
void typesAgree;
