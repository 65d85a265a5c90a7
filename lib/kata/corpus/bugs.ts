/**
 * Corpus: each classic bug alone in an otherwise correct layer, with the rules it must fail.
 * A bug that fails more than one rule does so because it breaks more than one promise.
 */
import type { CorpusEntry } from "./corpus-entry";
import { layerSource } from "./layer-source";

const asStarter = `const output = await callWithDeadline((signal) => tool.run(rawArgs, { signal }), this.timeoutMs);
      const checked = tool.check(rawArgs);
      if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };`;

/** A deadline of the layer's own: `ms` is when its timer fires; `toolFirst` starts the tool before arming it. */
const ownDeadline = (ms: string, toolFirst = false) => {
  const never = "{ aborted: false, reason: undefined, addEventListener() {} }";
  // Both promises get a handler at once: the one that loses the race settles later, and an
  // unhandled rejection from it would reach the test runner, not the layer's caller.
  const start = `const work = tool.run(checked.args, { signal: ${never} });
      work.catch(() => undefined);`;
  return {
    imports: `import { isTimeoutSignal, type KataTool, messageOf, ToolTimeoutError, type ToolResult } from "envelope-kata";`,
    call: `${toolFirst ? start : ""}
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ToolTimeoutError("too slow")), ${ms});
      });
      deadline.catch(() => undefined);
      ${toolFirst ? "" : start}
      const output = await Promise.race([work, deadline]);
      clearTimeout(timer);`,
  };
};

export const BUG_ENTRIES: CorpusEntry[] = [
  {
    name: "an unknown tool crashes the layer (no lookup check)",
    source: layerSource({ lookup: "const tool = this.tools.get(name)!;" }),
    expect: { failing: ["unknown-tool", "nothing-escapes"] },
  },
  {
    name: "tools in a plain object: 'constructor' is found on the prototype",
    source: layerSource({
      fields: "private readonly tools: Record<string, KataTool> = {};",
      register: "for (const tool of tools) this.tools[tool.name] = tool;",
      lookup: `const tool = this.tools[name];
    if (tool === undefined) return { status: "invalid_args", tool: name, error: "unknown tool" };`,
    }),
    expect: { failing: ["unknown-tool", "nothing-escapes"] },
  },
  {
    name: "an unknown tool gives tool_error",
    source: layerSource({
      lookup: `const tool = this.tools.get(name);
    if (tool === undefined) return { status: "tool_error", tool: name, error: "unknown tool" };`,
    }),
    expect: { failing: ["unknown-tool"] },
  },
  {
    name: "an unknown tool gives an empty error",
    source: layerSource({
      lookup: `const tool = this.tools.get(name);
    if (tool === undefined) return { status: "invalid_args", tool: name, error: "" };`,
    }),
    expect: { failing: ["unknown-tool", "nothing-escapes"] },
  },
  {
    name: "validation after the call (the starter's order)",
    source: layerSource({ validate: "", call: asStarter }),
    expect: { failing: ["bad-args"] },
  },
  {
    name: "validated, but the raw arguments are passed on",
    source: layerSource({
      call: "const output = await callWithDeadline((signal) => tool.run(rawArgs, { signal }), this.timeoutMs);",
    }),
    // The hint that says so is bad-args' ("hand the tool the checked arguments"), and so is the rule.
    expect: { failing: ["bad-args"] },
  },
  {
    name: "bad arguments give tool_error",
    source: layerSource({
      validate: `const checked = tool.check(rawArgs);
    if (!checked.ok) return { status: "tool_error", tool: name, error: checked.error };`,
    }),
    expect: { failing: ["bad-args"] },
  },
  {
    name: "bad arguments get a message of the layer's own",
    source: layerSource({
      validate: `const checked = tool.check(rawArgs);
    if (!checked.ok) return { status: "invalid_args", tool: name, error: "bad arguments" };`,
    }),
    expect: { failing: ["bad-args"] },
  },
  {
    name: "timeout decided by the words of the message (the starter's check)",
    source: layerSource({
      timeout: `if (messageOf(thrown).includes("timeout")) return { status: "timeout", tool: name, error: messageOf(thrown) };`,
    }),
    expect: { failing: ["deadline", "timeout-words"] },
  },
  {
    name: "the catch-all before the timeout check",
    source: layerSource({
      timeout: "",
      catchAll: `return { status: "tool_error", tool: name, error: messageOf(thrown) };`,
    }),
    expect: { failing: ["deadline", "timeout-words"] },
  },
  {
    name: "no deadline: the tool is awaited as long as it takes",
    source: layerSource({
      call: `const signal = { aborted: false, reason: undefined, addEventListener() {} };
      const output = await tool.run(checked.args, { signal });`,
    }),
    expect: { failing: ["deadline", "nothing-escapes"] },
  },
  // Deadlines that fire late by as little as a student could notice: each answers ok for a
  // tool that settles at the deadline's instant (or just after), where timeout is due.
  {
    name: "a deadline of its own, a millisecond late",
    source: layerSource(ownDeadline("this.timeoutMs + 1")),
    expect: { failing: ["deadline"] },
  },
  {
    name: "callWithDeadline given a few milliseconds more than the deadline",
    source: layerSource({
      call: "const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs + 5);",
    }),
    expect: { failing: ["deadline"] },
  },
  {
    name: "the tool started before the deadline's timer, so a tool settling at its instant wins (> where >= belongs)",
    source: layerSource(ownDeadline("this.timeoutMs", true)),
    expect: { failing: ["deadline"] },
  },
  {
    name: "the tool's error wrapped in words of the layer's own",
    source: layerSource({
      catchAll: `return { status: "tool_error", tool: name, error: \`failed: \${messageOf(thrown)}\` };`,
    }),
    expect: { failing: ["thrown-error", "timeout-words"] },
  },
  {
    name: "a tool that throws before returning its promise escapes (the call is outside the try)",
    source: layerSource({
      validate: `const checked = tool.check(rawArgs);
    if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };
    const started = tool.run(checked.args, { signal: { aborted: false, reason: undefined, addEventListener() {} } });`,
      call: "const output = await callWithDeadline(() => started, this.timeoutMs);",
    }),
    // Thrown errors that sound like a timeout escape the same way.
    expect: { failing: ["thrown-error", "timeout-words", "nothing-escapes"] },
  },
  {
    name: "an extra field on every envelope",
    source: layerSource({ ok: `return { status: "ok", tool: name, output, durationMs: 0 } as ToolResult;` }),
    expect: { failing: ["exact-fields", "nothing-escapes"] },
  },
  {
    name: "a code on ok, which has nothing to report",
    source: layerSource({
      ok: `return { status: "ok", tool: name, output: output ?? null, code: "internal" } as ToolResult;`,
    }),
    expect: { failing: ["exact-fields", "nothing-escapes"] },
  },
  {
    name: "every thrown error coded unavailable, a guess the stand-in tools never justify",
    source: layerSource({
      catchAll: `return { status: "tool_error", tool: name, error: messageOf(thrown), code: "unavailable" };`,
    }),
    expect: { failing: ["exact-fields"] },
  },
  {
    name: "the output under another name",
    source: layerSource({ ok: `return { status: "ok", tool: name, result: output } as unknown as ToolResult;` }),
    expect: { failing: ["ok-output", "exact-fields", "nothing-escapes"] },
  },
  {
    name: "the output wrapped in an object",
    source: layerSource({ ok: `return { status: "ok", tool: name, output: { value: output } };` }),
    expect: { failing: ["ok-output"] },
  },
  {
    name: "the tool called twice (once to check it works)",
    source: layerSource({
      call: `await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs).catch(() => undefined);
      const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs);`,
    }),
    // Every rule that calls the tool counts the calls.
    expect: { failing: ["ok-output", "thrown-error", "deadline", "timeout-words"] },
  },
];
