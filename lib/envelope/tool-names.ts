/** The names of the built-in tools, in the order the lesson introduces them. */
export const TOOL_NAMES = ["calculator", "weather", "database"] as const;

/** The name of a built-in tool. */
export type ToolName = (typeof TOOL_NAMES)[number];

/** True for the three built-in tool names. */
export function isToolName(value: unknown): value is ToolName {
  return typeof value === "string" && (TOOL_NAMES as readonly string[]).includes(value);
}
