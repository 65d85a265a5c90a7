/**
 * The reply a person talking to the agent reads, chosen by status and tool. Because the
 * envelope has one shape, this is a lookup table instead of a pile of catch clauses.
 */
import type { ToolResult, ToolStatus } from "./tool-result";

type Failure = Exclude<ToolStatus, "ok">;

const FAILURE_REPLIES: Record<string, Record<Failure, string>> = {
  calculator: {
    invalid_args:
      "I couldn't read that calculation. Could you write it with numbers, + - * / and brackets, like 2 * (3 + 4)?",
    tool_error:
      "That calculation has no answer I can give you (dividing by zero, for example). Want to try another one?",
    timeout: "The calculator is taking too long right now. Let's try again in a moment.",
  },
  weather: {
    invalid_args: "Which city should I check? I need a city name to look up the weather.",
    tool_error: "I couldn't get a forecast for that just now. Check the city name, or ask me again in a little while.",
    timeout:
      "The weather service is slow to answer at the moment, so I stopped waiting. Shall I try again in a minute?",
  },
  database: {
    invalid_args:
      "I can only read the shop's records, one question at a time, not change them. Could you ask it as a question?",
    tool_error:
      "I couldn't look that up in the records just now; the database is busy or didn't understand the request. Please try again shortly.",
    timeout: "The records are taking too long to load right now. Give it a moment and ask again.",
  },
};

const GENERIC_REPLIES: Record<Failure, string> = {
  invalid_args:
    "I asked one of my tools for something it couldn't accept, so I don't have that answer yet. Could you rephrase?",
  tool_error: "One of my tools ran into a problem, so I can't answer that part right now.",
  timeout: "One of my tools is taking too long to answer, so I stopped waiting. Let's try again in a moment.",
};

/** The friendly reply for `result`: built from the output when ok, from a table otherwise. */
export function fallbackReply(result: ToolResult): string {
  if (result.status === "ok") return successReply(result.tool, result.output);
  // hasOwn, not `in` or `??`: a tool named "constructor" must not reach Object.prototype.
  const replies = Object.hasOwn(FAILURE_REPLIES, result.tool) ? FAILURE_REPLIES[result.tool] : undefined;
  return (replies ?? GENERIC_REPLIES)[result.status];
}

function successReply(tool: string, output: unknown): string {
  const value = (output ?? {}) as Record<string, unknown>;
  if (tool === "calculator" && typeof value.value === "number") return `The answer is ${value.value}.`;
  if (tool === "weather" && typeof value.city === "string") {
    return `Right now in ${value.city} it's ${value.temperature}${value.temperatureUnit} and ${value.condition}.`;
  }
  if (tool === "database" && typeof value.rowCount === "number") {
    const rows = value.rowCount === 1 ? "1 matching record" : `${value.rowCount} matching records`;
    return value.truncated === true ? `I found more than ${rows}; here are the first ones.` : `I found ${rows}.`;
  }
  return "Here's what I found.";
}
