/**
 * The reply a person talking to the agent reads when a call failed. It is chosen from the
 * status alone and names the tool, so a new tool gets sensible replies the day it ships.
 * The lesson shows this function as it is written here (a test compares them).
 */
import type { ToolResult } from "./tool-result";

/** The sentence for a failed call; undefined on ok, where the agent goes on with the output. */
export function fallbackReply(result: ToolResult): string | undefined {
  switch (result.status) {
    case "ok":
      return undefined;
    case "timeout":
      return `The ${result.tool} tool is slow to answer right now, so I stopped waiting. Shall I try again in a moment?`;
    case "invalid_args":
      return `I asked the ${result.tool} tool for something it could not accept. Let me rephrase and ask again.`;
    case "tool_error":
      return `The ${result.tool} tool ran into a problem on its side, so I can't give you that part of the answer yet.`;
  }
}
