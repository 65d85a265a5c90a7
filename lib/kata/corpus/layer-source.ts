/**
 * Builds corpus submissions from the reference layer's parts, so each classic bug is one
 * changed part and everything else stays correct.
 */
export interface LayerParts {
  imports: string;
  fields: string;
  register: string;
  lookup: string;
  validate: string;
  call: string;
  ok: string;
  timeout: string;
  catchAll: string;
  /** Code after the class (hostile entries put their tricks here). */
  extra: string;
}

const CORRECT_PARTS: LayerParts = {
  imports: `import { callWithDeadline, isTimeoutSignal, type KataTool, messageOf, type ToolResult } from "envelope-kata";`,
  fields: "private readonly tools = new Map<string, KataTool>();",
  register: "for (const tool of tools) this.tools.set(tool.name, tool);",
  lookup: `const tool = this.tools.get(name);
    if (tool === undefined) return { status: "invalid_args", tool: name, error: \`unknown tool: \${name}\` };`,
  validate: `const checked = tool.check(rawArgs);
    if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };`,
  call: "const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs);",
  ok: `return { status: "ok", tool: name, output: output ?? null };`,
  timeout: `if (isTimeoutSignal(thrown)) return { status: "timeout", tool: name, error: messageOf(thrown) };`,
  catchAll: `return { status: "tool_error", tool: name, error: messageOf(thrown) };`,
  extra: "",
};

/** A whole submission: the correct layer with `changes` swapped in. */
export function layerSource(changes: Partial<LayerParts> = {}): string {
  const p = { ...CORRECT_PARTS, ...changes };
  return `${p.imports}

export class ToolsLayer {
  ${p.fields}

  constructor(tools: KataTool[], private readonly timeoutMs: number) {
    ${p.register}
  }

  async run(name: string, rawArgs: unknown): Promise<ToolResult> {
    ${p.lookup}
    ${p.validate}
    try {
      ${p.call}
      ${p.ok}
    } catch (thrown) {
      ${p.timeout}
      ${p.catchAll}
    }
  }
}
${p.extra}`;
}
