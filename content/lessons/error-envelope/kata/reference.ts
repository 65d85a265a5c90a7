// The reference layer: graded against the same rules as a student's, never sent to the browser.
import { callWithDeadline, isTimeoutSignal, type KataTool, messageOf, type ToolResult } from "envelope-kata";

export class ToolsLayer {
  private readonly tools = new Map<string, KataTool>();

  constructor(
    tools: KataTool[],
    private readonly timeoutMs: number,
  ) {
    for (const tool of tools) this.tools.set(tool.name, tool);
  }

  async run(name: string, rawArgs: unknown): Promise<ToolResult> {
    const tool = this.tools.get(name);
    if (tool === undefined) return { status: "invalid_args", tool: name, error: `unknown tool: ${name}` };
    const checked = tool.check(rawArgs);
    if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };
    try {
      const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs);
      return { status: "ok", tool: name, output: output ?? null };
    } catch (thrown) {
      if (isTimeoutSignal(thrown)) return { status: "timeout", tool: name, error: messageOf(thrown) };
      return { status: "tool_error", tool: name, error: messageOf(thrown) };
    }
  }
}
