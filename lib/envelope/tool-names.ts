/** The names of the built-in tools, in the order the lessons introduce them. */
export const TOOL_NAMES = ["calculator", "weather", "database", "send_email"] as const;

/** The name of a built-in tool. */
export type ToolName = (typeof TOOL_NAMES)[number];

/** True for the built-in tool names. */
export function isToolName(value: unknown): value is ToolName {
  return typeof value === "string" && (TOOL_NAMES as readonly string[]).includes(value);
}

/**
 * Tools whose work changes something outside (an email goes out). A timeout from one of
 * them does not mean nothing happened, so what the model is told differs (model-message.ts).
 */
export const TOOLS_WITH_SIDE_EFFECTS: ReadonlySet<string> = new Set<ToolName>(["send_email"]);
