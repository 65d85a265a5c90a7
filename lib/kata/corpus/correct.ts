/**
 * Corpus: layers that are right, written the ways students write them.
 */
import type { CorpusEntry } from "./corpus-entry";
import { layerSource } from "./layer-source";

const pass = { failing: [] } as const;

export const CORRECT_ENTRIES: CorpusEntry[] = [
  { name: "the reference, rebuilt from its parts", source: layerSource(), expect: pass },
  {
    name: "every failure with the code the lesson gives it",
    source: layerSource({
      lookup: `const tool = this.tools.get(name);
    if (tool === undefined) return { status: "invalid_args", tool: name, error: \`unknown tool: \${name}\`, code: "unknown_tool" };`,
      validate: `const checked = tool.check(rawArgs);
    if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error, code: "bad_arguments" };`,
      timeout: `if (isTimeoutSignal(thrown)) return { status: "timeout", tool: name, error: messageOf(thrown), code: "deadline" };`,
      catchAll: `return { status: "tool_error", tool: name, error: messageOf(thrown), code: "internal" };`,
    }),
    expect: pass,
  },
  {
    name: "a plain object of tools, looked up with hasOwn",
    source: layerSource({
      fields: "private readonly tools: Record<string, KataTool> = Object.create(null);",
      register: "for (const tool of tools) this.tools[tool.name] = tool;",
      lookup: `const tool = Object.hasOwn(this.tools, name) ? this.tools[name] : undefined;
    if (!tool) return { status: "invalid_args", tool: name, error: "no such tool" };`,
    }),
    expect: pass,
  },
  {
    name: "its own deadline: a race with the virtual setTimeout and a ToolTimeoutError",
    source: layerSource({
      imports: `import { isTimeoutSignal, type KataTool, messageOf, ToolTimeoutError, type ToolResult } from "envelope-kata";`,
      call: `let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ToolTimeoutError("too slow")), this.timeoutMs);
      });
      const never = { aborted: false, reason: undefined, addEventListener() {} };
      const output = await Promise.race([Promise.resolve().then(() => tool.run(checked.args, { signal: never })), deadline]);
      clearTimeout(timer);`,
    }),
    expect: pass,
  },
  {
    name: "promise chains instead of async/await",
    source: `import { callWithDeadline, isTimeoutSignal, type KataTool, messageOf, type ToolResult } from "envelope-kata";

export class ToolsLayer {
  private readonly tools: Map<string, KataTool>;
  constructor(tools: KataTool[], private readonly timeoutMs: number) {
    this.tools = new Map(tools.map((tool) => [tool.name, tool]));
  }
  run(name: string, rawArgs: unknown): Promise<ToolResult> {
    const tool = this.tools.get(name);
    if (!tool) return Promise.resolve({ status: "invalid_args", tool: name, error: "unknown tool " + name });
    const checked = tool.check(rawArgs);
    if (!checked.ok) return Promise.resolve({ status: "invalid_args", tool: name, error: checked.error });
    return callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs).then(
      (output): ToolResult => ({ status: "ok", tool: name, output }),
      (thrown): ToolResult => ({ status: isTimeoutSignal(thrown) ? "timeout" : "tool_error", tool: name, error: messageOf(thrown) }),
    );
  }
}
`,
    expect: pass,
  },
  {
    name: "a switch on the outcome, with a helper function and an enum-like object",
    source: `import * as kata from "envelope-kata";

const Status = { Ok: "ok", Invalid: "invalid_args", Failed: "tool_error", Timeout: "timeout" } as const;
type Envelope = kata.ToolResult;

function failure(status: Exclude<(typeof Status)[keyof typeof Status], "ok">, tool: string, error: string): Envelope {
  return { status, tool, error };
}

export class ToolsLayer {
  #tools: kata.KataTool[];
  #ms: number;
  constructor(tools: kata.KataTool[], timeoutMs: number) {
    this.#tools = [...tools];
    this.#ms = timeoutMs;
  }
  async run(name: string, rawArgs: unknown): Promise<Envelope> {
    const tool = this.#tools.find((candidate) => candidate.name === name);
    if (tool === undefined) return failure(Status.Invalid, name, "unknown tool");
    const checked = tool.check(rawArgs);
    if (!checked.ok) return failure(Status.Invalid, name, checked.error);
    try {
      const output = await kata.callWithDeadline((signal) => tool.run(checked.args, { signal }), this.#ms);
      return { status: Status.Ok, tool: name, output };
    } catch (thrown) {
      switch (kata.isTimeoutSignal(thrown)) {
        case true:
          return failure(Status.Timeout, name, kata.messageOf(thrown));
        default:
          return failure(Status.Failed, name, kata.messageOf(thrown));
      }
    }
  }
}
`,
    expect: pass,
  },
  {
    name: "module-level state shared by every layer (a call counter) does no harm",
    source: layerSource({ extra: "let created = 0;\nexport function count() { created += 1; return created; }" }),
    expect: pass,
  },
];
