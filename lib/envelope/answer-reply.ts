/**
 * What the sandbox shows the user on ok: a sentence built from the output. Not a reader of
 * failures (that is fallback.ts); it exists so a successful run also reads like an answer.
 */
import type { ToolResult } from "./tool-result";

/** A sentence for an ok result's output, with a plain default for shapes it does not know. */
export function answerReply(result: Extract<ToolResult, { status: "ok" }>): string {
  const value = (result.output ?? {}) as Record<string, unknown>;
  if (typeof value.value === "number") return `The answer is ${value.value}.`;
  if (typeof value.city === "string") {
    return `Right now in ${value.city} it's ${value.temperature}${value.temperatureUnit} and ${value.condition}.`;
  }
  if (typeof value.messageId === "string") {
    return value.repeat === true
      ? `That email was already sent (${value.messageId}), so it was not sent again.`
      : `I sent the email (${value.messageId}).`;
  }
  if (typeof value.rowCount === "number") {
    const rows = value.rowCount === 1 ? "1 matching record" : `${value.rowCount} matching records`;
    return value.truncated === true ? `I found more than ${rows}; here are the first ones.` : `I found ${rows}.`;
  }
  return "Here's what I found.";
}
