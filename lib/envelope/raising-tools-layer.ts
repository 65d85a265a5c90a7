/**
 * The anti-example: a naive tools layer that lets every tool fail in its own way.
 * Nothing is validated and nothing is caught, so the caller receives the tool's own
 * exception class (CalculatorSyntaxError, WeatherTimeoutError, PoolExhaustedError, …)
 * and needs one catch clause per class. The sandbox shows it beside the envelope layer.
 */
import { type BuiltInToolOptions, buildTools, checkTimeoutMs } from "./build-tools";
import { callWithDeadline } from "./deadline";
import type { Tool } from "./tools-layer";

/** The caller asked for a tool that does not exist. */
export class UnknownToolError extends Error {
  override name = "UnknownToolError";
}

/** The calculator did not finish in time. */
export class CalculatorTimeoutError extends Error {
  override name = "CalculatorTimeoutError";
}

/** The weather service did not answer in time. */
export class WeatherTimeoutError extends Error {
  override name = "WeatherTimeoutError";
}

/** The database did not answer (or hand out a connection) in time. */
export class DatabaseTimeoutError extends Error {
  override name = "DatabaseTimeoutError";
}

/** The mail service did not answer in time (it may have sent the email all the same). */
export class SendEmailTimeoutError extends Error {
  override name = "SendEmailTimeoutError";
}

const TIMEOUT_ERRORS: Record<string, new (message: string) => Error> = {
  calculator: CalculatorTimeoutError,
  weather: WeatherTimeoutError,
  database: DatabaseTimeoutError,
  send_email: SendEmailTimeoutError,
};

/** Runs tools and lets their exceptions escape. Do not build agents like this. */
export class RaisingToolsLayer {
  private readonly tools: ReadonlyMap<string, Tool>;

  constructor(
    tools: readonly Tool[],
    private readonly timeoutMs = 2000,
  ) {
    this.tools = new Map(tools.map((tool) => [tool.name, tool]));
  }

  /** Resolves to the tool's bare output, or rejects with whatever the tool threw. */
  async run(toolName: string, rawArgs: unknown): Promise<unknown> {
    const tool = this.tools.get(toolName);
    if (tool === undefined) throw new UnknownToolError(`unknown tool: ${toolName}`);
    const ms = tool.timeoutMs ?? this.timeoutMs;
    const TimeoutError = TIMEOUT_ERRORS[tool.name] ?? Error;
    // The raw arguments go straight in: a wrong type surfaces as whatever the tool trips over.
    return callWithDeadline(
      (signal) => tool.run(rawArgs, { signal }),
      ms,
      () => new TimeoutError(`${tool.name} timed out after ${ms} ms`),
    );
  }
}

/** Options for {@link createRaisingToolsLayer}: the built-in tool options plus a deadline. */
export interface RaisingToolsLayerOptions extends BuiltInToolOptions {
  timeoutMs?: number;
}

/** The naive layer over the same built-in tools and faults as createToolsLayer. */
export function createRaisingToolsLayer(
  options: RaisingToolsLayerOptions = {},
): RaisingToolsLayer & { dispose(): void } {
  checkTimeoutMs(options.timeoutMs);
  const { tools, dispose } = buildTools(options);
  return Object.assign(new RaisingToolsLayer(tools, options.timeoutMs), { dispose });
}

/** What escaped, for display: the class name and message of anything thrown. Never throws. */
export function describeEscaped(thrown: unknown): { className: string; message: string } {
  try {
    if (thrown instanceof Error) return { className: thrown.name || "Error", message: String(thrown.message) };
    return { className: typeof thrown, message: String(thrown) };
  } catch {
    return { className: "unknown", message: "an unreadable value was thrown" };
  }
}
