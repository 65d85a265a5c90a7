/**
 * What the model may read of an envelope. The trace keeps everything for people; the
 * model gets a short message the lab wrote itself, because an error's raw text can hold
 * what must not reach it: a stack trace or SQL error that shows the internals, or a
 * third-party error body with instructions planted in it (prompt injection).
 */
import type { ToolErrorCode } from "./failure-code";
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
 * - timeout and tool_error: a sentence chosen by the failure's code (failure-code.ts),
 *   never the error's own text, which stays in the trace; a tool_error other than a cancel
 *   adds the call id it is kept under.
 * Every failure starts with `Error (<status>)`, or `Error (<status>/<code>)` when the
 * envelope has a code, because some APIs have no error flag and a code is what the model
 * can act on. A retry hint is passed on as a sentence built from its structured fields
 * only (never its `reason`, which is the tool's own words), so the model knows whether and
 * when calling again is worth it; its own retries stack on the layer's, so it should know.
 */
export function modelMessage(result: ToolResult, callId: string): string {
  const tool = toolForModel(result.tool);
  if (result.status === "ok") return JSON.stringify(result.output);
  const head = `Error (${result.code === undefined ? result.status : `${result.status}/${result.code}`}) from ${tool}:`;
  switch (result.status) {
    case "invalid_args":
      return `${head} ${withoutInventedName(result.error, result.tool, tool)}`;
    case "timeout":
      return `${head} no answer within its deadline. ${retryAdvice(result.retry) ?? timeoutAdvice(result.tool)}`;
    case "tool_error": {
      // A cancel is the user's decision, not a failure to retry: no hint applies to it.
      if (result.code === "cancelled") return `${head} ${TOOL_ERROR_SENTENCES.cancelled}`;
      const said = `${head} ${TOOL_ERROR_SENTENCES[result.code ?? "internal"]} Its details are in the trace under ${callId}.`;
      const advice = retryAdvice(result.retry);
      return advice === undefined ? said : `${said} ${advice}`;
    }
  }
}

/** What each tool_error code tells the model, in the lab's words: no text of the tool's reaches it. */
const TOOL_ERROR_SENTENCES: Record<ToolErrorCode, string> = {
  bad_arguments: "the tool could not use these arguments.",
  not_found: "the tool has nothing under what the arguments name.",
  unavailable: "the service behind the tool is down or busy.",
  cancelled: "the user cancelled this call. Do not call it again unless the user asks for it.",
  internal: "the tool failed.",
};

/**
 * After a timeout of a tool whose work is a side effect, the work may be done: a new call
 * is a second email unless it carries the first call's idempotency key. A key made from
 * the call id would not do, since every call the model makes gets a new id. The key is
 * optional and the envelope does not say whether the call sent one, so the sentence covers
 * both cases: with no key there is nothing to reuse, and a second call may repeat the work.
 */
const SIDE_EFFECT_TIMEOUT_ADVICE =
  "It may have done its work anyway. Call it again only with the idempotencyKey this call carried; if it carried none, do not call it again, and tell the user it may already be done.";

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
