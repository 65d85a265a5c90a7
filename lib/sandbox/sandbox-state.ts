import { z } from "zod";
import { decodeFaultPlan, encodeFaultPlan, type FaultPlan, FaultPlanSchema } from "@/lib/envelope";

/**
 * Everything that decides a sandbox run. It lives in the URL so a link replays
 * the exact run: same tool, arguments, deadline, faults and seed.
 */
export type SandboxState = {
  /** Any name: unknown names are part of the lesson (they end as invalid_args). */
  tool: string;
  /** The arguments as the student typed them: JSON text, possibly invalid. */
  args: string;
  timeoutMs: number;
  faults: FaultPlan;
  seed: number;
  /** When the database pool is full: false fails at once (tool_error), true waits (timeout). */
  poolWait: boolean;
};

export const DEFAULT_SANDBOX_STATE: SandboxState = {
  tool: "calculator",
  args: '{ "expression": "(2 + 3) * 4" }',
  timeoutMs: 2000,
  faults: {},
  seed: 1,
  poolWait: false,
};

export const SANDBOX_LIMITS = { minTimeoutMs: 50, maxTimeoutMs: 30_000, maxArgsLength: 4000, maxToolLength: 64 };

/** The state as a query string (without "?"); defaults are left out to keep links short. */
export function sandboxStateToSearch(state: SandboxState): string {
  const params = new URLSearchParams();
  params.set("tool", state.tool);
  params.set("args", state.args);
  if (state.timeoutMs !== DEFAULT_SANDBOX_STATE.timeoutMs) params.set("timeout", String(state.timeoutMs));
  const faults = encodeFaultPlan(state.faults);
  if (faults) params.set("faults", faults);
  if (state.seed !== DEFAULT_SANDBOX_STATE.seed) params.set("seed", String(state.seed));
  if (state.poolWait) params.set("wait", "1");
  return params.toString();
}

export type ParsedSandboxState = { state: SandboxState; notices: string[] };

type Query = Record<string, string | string[] | undefined>;

const Tool = z.string().trim().min(1, "is empty").max(SANDBOX_LIMITS.maxToolLength, "is too long");
const Args = z.string().max(SANDBOX_LIMITS.maxArgsLength, `is longer than ${SANDBOX_LIMITS.maxArgsLength} characters`);
const Timeout = z.coerce
  .number("is not a number")
  .int("is not a whole number of milliseconds")
  .min(SANDBOX_LIMITS.minTimeoutMs, `must be at least ${SANDBOX_LIMITS.minTimeoutMs} ms`)
  .max(SANDBOX_LIMITS.maxTimeoutMs, `must be at most ${SANDBOX_LIMITS.maxTimeoutMs} ms`);
const Seed = z.coerce
  .number("is not a number")
  .int("is not a whole number")
  .min(0)
  .max(2 ** 32 - 1);

/**
 * Reads sandbox state from URL query parameters. Each bad or tampered parameter
 * falls back to its default and adds a notice saying which one and why; nothing
 * here throws, so a bad link never breaks the page.
 */
export function parseSandboxQuery(query: Query): ParsedSandboxState {
  const notices: string[] = [];
  const state = { ...DEFAULT_SANDBOX_STATE };
  const read = <T>(name: string, schema: z.ZodType<T>, apply: (value: T) => void) => {
    const raw = query[name];
    if (raw === undefined) return;
    const value = Array.isArray(raw) ? raw[0] : raw;
    const result = schema.safeParse(value);
    if (result.success) apply(result.data);
    else
      notices.push(
        `The link's "${name}" ${result.error.issues[0]?.message ?? "is not valid"}, so the default is used.`,
      );
  };
  read("tool", Tool, (tool) => {
    state.tool = tool;
    // A new tool without arguments starts from empty arguments, not the calculator's.
    if (query.args === undefined) state.args = "{}";
  });
  read("args", Args, (args) => {
    state.args = args;
  });
  read("timeout", Timeout, (timeoutMs) => {
    state.timeoutMs = timeoutMs;
  });
  read("seed", Seed, (seed) => {
    state.seed = seed;
  });
  read("wait", z.enum(["0", "1"], "must be 0 or 1"), (wait) => {
    state.poolWait = wait === "1";
  });
  const rawFaults = Array.isArray(query.faults) ? query.faults[0] : query.faults;
  if (rawFaults) {
    const decoded = decodeFaultPlan(rawFaults);
    if (decoded.ok) state.faults = decoded.plan;
    else notices.push(`The link's "faults" could not be read (${decoded.error}), so no faults are injected.`);
  }
  return { state, notices };
}

/** A zod schema for sandbox state written by authors (scenarios), with objects for faults. */
export const SandboxStateSchema = z.strictObject({
  tool: Tool,
  args: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .transform((a) => (typeof a === "string" ? a : JSON.stringify(a))),
  timeoutMs: Timeout.default(DEFAULT_SANDBOX_STATE.timeoutMs),
  faults: FaultPlanSchema.default({}),
  seed: Seed.default(DEFAULT_SANDBOX_STATE.seed),
  poolWait: z.boolean().default(false),
});
