/**
 * The retry loop's attempts through a real ToolsLayer: each attempt is a layer over the
 * same tools whose deadline is that attempt's (the time the call has left, capped), and
 * whose tools see the attempt's signal joined to the layer's own, so a user's cancel
 * reaches the tool's work. tools-layer.ts itself is unchanged: the lesson's file still
 * owns the deadline race and the status.
 */
import { joinSignals } from "./deadline";
import type { AttemptContext } from "./retry";
import type { RunWithReport } from "./run-report";
import { type Tool, ToolsLayer } from "./tools-layer";

/** `tool` with `signal` joined to the signal each call gives it, and no deadline of its own above `ms`. */
function listeningTo(tool: Tool, signal: AbortSignal, ms: number): Tool {
  return {
    ...tool,
    timeoutMs: Math.min(tool.timeoutMs ?? ms, ms),
    run: (args, context) => tool.run(args, { ...context, signal: joinSignals([context.signal, signal]) }),
  };
}

/** A function that runs one attempt of `tool(args)` over `tools` under an {@link AttemptContext}. */
export function layerAttempts(tools: readonly Tool[], now?: () => number) {
  return (tool: string, args: unknown, context: AttemptContext): Promise<RunWithReport> => {
    const wrapped = tools.map((each) => listeningTo(each, context.signal, context.deadlineMs));
    return new ToolsLayer(wrapped, { timeoutMs: context.deadlineMs, now }).runWithReport(tool, args);
  };
}
