/**
 * What the model may read of an envelope. The trace keeps everything for people; the
 * model gets a short message the lab wrote itself, because an error's raw text can hold
 * what must not reach it: a stack trace or SQL error that shows the internals, or a
 * third-party error body with instructions planted in it (prompt injection).
 */
import type { RetryHint } from "./retry-hint";
import { TOOLS_WITH_SIDE_EFFECTS } from "./tool-names";
import type { ToolResult } from "./tool-result";

/** Tool names the model may see echoed back; anything else it invented is not repeated. */
const SAFE_TOOL_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** The tool as the model's message names it: the name when it is a plain identifier. */
export function toolForModel(tool: string): string {
  return SAFE_TOOL_NAME.test(tool) ? tool : "the requested tool";
}

/**
 * The layer's message for an unknown tool repeats the name (`unknown tool: <name>`), which
 * the trace needs. A name that is not a plain identifier is bounded in the text as it is
 * in the tool field: every copy of it is replaced, so the text does not depend on it.
 */
function withoutInventedName(error: string, name: string, shown: string): string {
  return shown === name || name === "" ? error : error.split(name).join(shown);
}

/**
 * The text a model reads for a result, following the lab's policy:
 * - ok: the output, as JSON (the tool's data; see docs/engine.md on what that still trusts);
 * - invalid_args: the validation message, which the lab's own schemas wrote and the model
 *   needs to correct its call;
 * - timeout and tool_error: a fixed sentence and the call id, never the error's own text,
 *   which stays in the trace under that id for people to read.
 * Every failure starts with `Error (<status>)`, because some APIs have no error flag.
 * A retry hint is passed on as a sentence built from its structured fields only (never its
 * `reason`, which is the tool's own words), so the model knows whether and when calling
 * again is worth it; its own retries stack on the layer's, so it should know.
 */
export function modelMessage(result: ToolResult, callId: string): string {
  const tool = toolForModel(result.tool);
  switch (result.status) {
    case "ok":
      return JSON.stringify(result.output);
    case "invalid_args":
      return `Error (invalid_args) from ${tool}: ${withoutInventedName(result.error, result.tool, tool)}`;
    case "timeout":
      return `Error (timeout) from ${tool}: no answer within its deadline. ${retryAdvice(result.retry) ?? timeoutAdvice(result.tool)}`;
    case "tool_error": {
      const advice = retryAdvice(result.retry);
      const failed = `Error (tool_error) from ${tool}: the tool failed. Its details are in the trace under ${callId}.`;
      return advice === undefined ? failed : `${failed} ${advice}`;
    }
  }
}

/**
 * After a timeout of a tool whose work is a side effect, the work may be done: a new call
 * is a second email unless it carries the first call's idempotency key. A key made from
 * the call id would not do, since every call the model makes gets a new id.
 */
const SIDE_EFFECT_TIMEOUT_ADVICE =
  "It may have done its work anyway: call it again only with the same idempotencyKey as before, or it may happen twice.";

function timeoutAdvice(tool: string): string {
  return TOOLS_WITH_SIDE_EFFECTS.has(tool) ? SIDE_EFFECT_TIMEOUT_ADVICE : "Trying again later may work.";
}

/** Whole or tenth seconds, rounded up so "after" is never too early: 1000 → "1 s", 10 → "0.1 s". */
const seconds = (ms: number) => `${Math.ceil(ms / 100) / 10} s`;

/** One sentence from a hint's structured fields, or undefined when there is no hint. */
export function retryAdvice(hint: RetryHint | undefined): string | undefined {
  if (hint === undefined) return undefined;
  if (!hint.retryable) {
    return hint.afterMs === undefined
      ? "Calling it again with the same arguments will fail the same way."
      : `Do not call it again before ${seconds(hint.afterMs)} have passed.`;
  }
  return hint.afterMs === undefined
    ? "Trying again may work."
    : `Trying again after ${seconds(hint.afterMs)} may work.`;
}
