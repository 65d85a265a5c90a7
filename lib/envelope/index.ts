/**
 * Envelope Lab's engine: the tools layer, its tools and faults, and the orchestrator-side
 * helpers (trace, metrics, fallback replies). No React, no DOM: runs in Node and browsers.
 *
 * NOTE: this entry never imports sql.js at run time. Pass `loadSql` to use the database
 * tool: in Node, `loadSqlFromNodeModules` from "./node"; in the browser, see docs/engine.md.
 */
import { type BuiltInToolOptions, buildTools, checkTimeoutMs } from "./build-tools";
import { defaultNow } from "./run-report";
import type { ConnectionPool } from "./tools/connection-pool";
import type { Outbox } from "./tools/send-email";
import { ToolsLayer } from "./tools-layer";
import { type WorkWatch, watchWork } from "./work-watch";

/** Options for {@link createToolsLayer}. */
export interface CreateToolsLayerOptions extends BuiltInToolOptions {
  /** Deadline per call in ms. Default 2000. */
  timeoutMs?: number;
  /** Clock for reports and trace times, in ms. Default: epoch ms from performance. */
  now?: () => number;
}

/**
 * A tools layer over the built-in tools; `dispose` frees the database's memory. `work`
 * records what became of each call's work after its deadline, and `pool` is the database's
 * connection pool (`inUse`, `size`, `subscribe`), so a page can show what abandoned work holds.
 * `outbox` is what send_email really sent (and the repeats its idempotency keys stopped).
 */
export type EnvelopeToolsLayer = ToolsLayer & {
  dispose(): void;
  work: WorkWatch;
  pool: Pick<ConnectionPool, "inUse" | "size" | "waiting" | "subscribe">;
  outbox: Pick<Outbox, "deliveries" | "repeatsRecognised" | "subscribe">;
};

/**
 * The envelope layer over calculator, weather, database and send_email. Throws only for invalid
 * options (a bad fault plan, pool size or deadline); calls themselves never throw.
 */
export function createToolsLayer(options: CreateToolsLayerOptions = {}): EnvelopeToolsLayer {
  checkTimeoutMs(options.timeoutMs);
  const { tools, pool, outbox, dispose } = buildTools(options);
  const { tools: watched, watch } = watchWork(tools, options.now ?? defaultNow);
  const layer = new ToolsLayer(watched, { timeoutMs: options.timeoutMs, now: options.now });
  return Object.assign(layer, { dispose, work: watch, pool, outbox });
}

export { answerReply } from "./answer-reply";
export { type BackoffOptions, DEFAULT_BACKOFF, fullJitterMs, pauseBeforeRetryMs } from "./backoff";
export { type BuiltInToolOptions, type BuiltInTools, buildTools } from "./build-tools";
export {
  type BreakerState,
  CircuitBreaker,
  type CircuitBreakerOptions,
  countsAsOutage,
  DEFAULT_BREAKER,
} from "./circuit-breaker";
export { deadlineSignal, isTimeoutSignal, joinSignals, ToolTimeoutError } from "./deadline";
export { fallbackReply } from "./fallback";
export { type DecodedFaultPlan, decodeFaultPlan, encodeFaultPlan } from "./fault-codec";
export {
  checkProbability,
  checkSlowMs,
  type Fault,
  type FaultPlan,
  FaultPlanSchema,
  InjectedFault,
  MAX_FAULT_MESSAGE_LENGTH,
  type SteadyFault,
} from "./faults";
export { type CallStats, type MeasuredCall, type Metrics, percentile, summarizeCalls } from "./metrics";
export {
  anthropicMessage,
  JSON_RPC_INVALID_PARAMS,
  type ModelFacingCall,
  mcpResponse,
  modelFormats,
  openAiChatMessage,
  openAiResponsesItem,
} from "./model-formats";
export { modelMessage, retryAdvice, toolForModel } from "./model-message";
export { describeRange, type NumberRange, type RangeCheck, type RangeResult, rangeCheck } from "./number-range";
export { mulberry32, seededStream } from "./prng";
export { type LineRange, locateSteps, type StepLines } from "./provenance";
export {
  CalculatorTimeoutError,
  createRaisingToolsLayer,
  DatabaseTimeoutError,
  describeEscaped,
  RaisingToolsLayer,
  SendEmailTimeoutError,
  UnknownToolError,
  WeatherTimeoutError,
} from "./raising-tools-layer";
export { numberIn } from "./range-schema";
export {
  type AttemptContext,
  cancelled,
  type RetryEnd,
  type RetryOptions,
  type RetryOutcome,
  runWithRetries,
} from "./retry";
export { DEFAULT_RETRY_BUDGET, RetryBudget, type RetryBudgetOptions } from "./retry-budget";
export { type RetryHint, RetryHintSchema, retryAfterHeaderMs, retryHintOf, ToolFailure } from "./retry-hint";
export { layerAttempts } from "./retry-layer";
export { type RetryVerdict, retryVerdict } from "./retry-policy";
export type { RunWithReport, StepReport } from "./run-report";
export { STEP_LINES } from "./step-lines.generated";
export { explainStep, isStepId, STEP_IDS, STEP_STATUS, type StepId } from "./steps";
export { isToolName, TOOL_NAMES, TOOLS_WITH_SIDE_EFFECTS, type ToolName } from "./tool-names";
export { TOOL_STATUSES, type ToolResult, ToolResultSchema, type ToolStatus } from "./tool-result";
export { CalculatorSyntaxError, DivisionByZeroError } from "./tools/calculator";
export { PoolExhaustedError } from "./tools/connection-pool";
export { QueryFailedError, ReadOnlyQueryError } from "./tools/database";
export { type Delivery, IdempotencyKeyReusedError, Outbox, type SendReceipt } from "./tools/send-email";
export { CityNotFoundError, ServiceUnavailableError, WEATHER_CITIES } from "./tools/weather";
export { type Tool, type ToolContext, ToolsLayer, type ToolsLayerOptions } from "./tools-layer";
export { formatTraceEntry, runTraced, type TraceEntry, TraceEntrySchema, toTraceEntry } from "./trace";
export {
  type WorkRecord,
  type WorkWatch,
  watchWork,
  workPastDeadlineMs,
} from "./work-watch";
