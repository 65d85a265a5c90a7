// Your tools layer. `run` must always resolve to a ToolResult and never throw.
// This draft works for the happy path, but it has bugs. Press "Check my layer" to find them.
import { callWithDeadline, type KataTool, messageOf, type ToolResult } from "envelope-kata";

export class ToolsLayer {
  private readonly tools = new Map<string, KataTool>();

  constructor(
    tools: KataTool[],
    private readonly timeoutMs: number,
  ) {
    for (const tool of tools) this.tools.set(tool.name, tool);
  }

  async run(name: string, rawArgs: unknown): Promise<ToolResult> {
    const tool = this.tools.get(name)!;
    try {
      const output = await callWithDeadline((signal) => tool.run(rawArgs, { signal }), this.timeoutMs);
      const checked = tool.check(rawArgs);
      if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };
      return { status: "ok", tool: name, output };
    } catch (thrown) {
      const error = messageOf(thrown);
      if (error.includes("timeout")) return { status: "timeout", tool: name, error };
      return { status: "tool_error", tool: name, error };
    }
  }
}
