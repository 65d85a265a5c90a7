/**
 * The tools layer: the boundary between the orchestrator and the tools.
 *
 * Whatever happens to a call (bad arguments, a crash, a service that never answers),
 * `run` resolves to one ToolResult. No exception leaves this file: every outcome is data.
 * The five steps run in the order shown, and the order matters.
 */
import type { z } from "zod";
import { asToolName, checkArgs } from "./check-args";
import { callWithDeadline, isTimeoutSignal } from "./deadline";
import { describeThrown } from "./describe-thrown";
import { failureCodeOf, retryHintOf } from "./retry-hint";
import { type Decision, defaultNow, measure, type RunWithReport } from "./run-report";
import type { ToolResult } from "./tool-result";

/** What a tool receives besides its arguments. */
export interface ToolContext {
  /** Aborts when the call's deadline passes; a well-behaved tool stops its work then. */
  signal: AbortSignal;
  /** A failure, or a slow query, the fault plan asks the tool to act out (see faults.ts). */
  simulate?: "outage" | "pool_exhausted" | { queryMs: number };
}

/** A tool the layer can run. */
export interface Tool<Args = unknown> {
  name: string;
  description: string;
  argsSchema: z.ZodType<Args>;
  /** This tool's deadline in ms, instead of the layer's. */
  timeoutMs?: number;
  run(args: Args, ctx: ToolContext): Promise<unknown>;
}

/** Settings for a {@link ToolsLayer}. */
export interface ToolsLayerOptions {
  /** Deadline for each call unless the tool sets its own. Default 2000 ms. */
  timeoutMs?: number;
  /** The clock used for reports, in ms. Inject one in tests. */
  now?: () => number;
}

/** Runs tool calls and turns every outcome into a ToolResult. */
export class ToolsLayer {
  private readonly tools: ReadonlyMap<string, Tool>;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(tools: readonly Tool[], options: ToolsLayerOptions = {}) {
    const registry = new Map<string, Tool>();
    for (const tool of tools) {
      // Two tools under one name is a bug in start-up code: fail loudly, never pick one silently.
      if (registry.has(tool.name)) throw new Error(`tool registered twice: ${tool.name}`);
      registry.set(tool.name, tool);
    }
    this.tools = registry;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.now = options.now ?? defaultNow;
  }

  /** Runs one call. Always resolves to a ToolResult; never rejects, never throws. */
  async run(toolName: string, rawArgs: unknown): Promise<ToolResult> {
    return (await this.decide(asToolName(toolName), rawArgs)).result;
  }

  /** Same as {@link run}, plus the step that decided the call, its lines and its timing. */
  runWithReport(toolName: string, rawArgs: unknown): Promise<RunWithReport> {
    return measure(this.now, () => this.decide(asToolName(toolName), rawArgs));
  }

  private async decide(name: string, rawArgs: unknown): Promise<Decision> {
    // [step:unknown-tool]
    // Asking for a tool that does not exist is a bad request, not a tool failure.
    const tool = this.tools.get(name);
    if (tool === undefined) {
      const error = `unknown tool: ${name}`;
      return { step: "unknown-tool", result: { status: "invalid_args", tool: name, error, code: "unknown_tool" } };
    }
    // [/step]

    // [step:validation]
    // Bad arguments stop here, so the tool only ever sees values that fit its schema.
    const checked = checkArgs(tool.argsSchema, rawArgs);
    if (!checked.ok) {
      const result = { status: "invalid_args", tool: name, error: checked.error, code: "bad_arguments" } as const;
      return { step: "validation", result };
    }
    // [/step]

    try {
      // [step:success]
      // The deadline aborts the tool's signal, and stops waiting even if the tool ignores it.
      const ms = tool.timeoutMs ?? this.timeoutMs;
      const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), ms);
      // A tool that returns nothing still succeeded; null keeps `output` present in JSON.
      return { step: "success", result: { status: "ok", tool: name, output: output ?? null } };
      // [/step]
    } catch (thrown) {
      // [step:timeout]
      // Before the catch-all, or timeouts would be reported as tool errors.
      // The kind of signal decides; a message that merely says "timeout" does not.
      if (isTimeoutSignal(thrown)) {
        const result = { status: "timeout", tool: name, error: describeThrown(thrown), code: "deadline" } as const;
        return { step: "timeout", result };
      }
      // [/step]

      // [step:catch-all]
      // Everything else, bugs included, becomes data. The message (secrets scrubbed) is kept
      // for the trace; the code and a retry hint come only from the kind of thing thrown
      // (a typed ToolFailure, retry-hint.ts), never from its words.
      const error = describeThrown(thrown);
      const code = failureCodeOf(thrown);
      return { step: "catch-all", result: { status: "tool_error", tool: name, error, code, ...retryHintOf(thrown) } };
      // [/step]
    }
  }
}
