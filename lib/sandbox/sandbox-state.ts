import { z } from "zod";
// The engine's modules, not its index: the kata's results build sandbox links with this file
// and need none of the tools or layers.
import { decodeFaultPlan, encodeFaultPlan } from "@/lib/envelope/fault-codec";
import { type FaultPlan, FaultPlanSchema } from "@/lib/envelope/faults";
import { rangeCheck } from "@/lib/envelope/number-range";
import { numberIn } from "@/lib/envelope/range-schema";
import type { ChaosSettings } from "./chaos-limits";

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
  /**
   * Whose tools layer runs the call: absent for the lesson's own (lib/envelope), or the slug
   * of the lesson whose kata draft (the student's layer, from this browser) runs instead.
   */
  kataLayer?: string;
  /**
   * How many times Run sends the call, each as soon as the one before it ended, through one
   * layer: a retry at once lands on whatever the previous attempt left running.
   */
  calls: number;
};

/** A lesson whose kata draft the sandbox can run instead of the lesson's layer. */
export type KataChoice = {
  slug: string;
  title: string;
  /** Where the kata is: its title on the part's page (kataChoice, made on the server). */
  href: string;
};

export const DEFAULT_SANDBOX_STATE: SandboxState = {
  tool: "calculator",
  args: '{ "expression": "(2 + 3) * 4" }',
  timeoutMs: 2000,
  faults: {},
  seed: 1,
  poolWait: false,
  calls: 1,
};

/**
 * The deadline a student may set: long enough for a real call, short enough that a hung
 * tool ends while they are still looking.
 */
export const checkDeadlineMs = rangeCheck({ min: 50, max: 30_000, whole: true, unit: "ms" });
/** Seeds are 32-bit because that is what the seeded streams are built from. */
export const checkSeed = rangeCheck({ min: 0, max: 2 ** 32 - 1, whole: true });
/** Calls in a row per Run: enough to fill the default pool of two and meet it full. */
export const checkCallsInRow = rangeCheck({ min: 1, max: 5, whole: true });
/** Text bounds: a tool name and arguments short enough for a link. */
export const SANDBOX_TEXT_LIMITS = { maxArgsLength: 4000, maxToolLength: 64 };

/** The query parameter that carries each part of the state; the only place they are named. */
export const SANDBOX_PARAMS = {
  tool: "tool",
  args: "args",
  timeoutMs: "timeout",
  faults: "faults",
  seed: "seed",
  poolWait: "wait",
  kataLayer: "layer",
  // NOTE: not "calls", which CHAOS_PARAMS gives to the chaos run's size.
  calls: "repeat",
} as const satisfies Record<keyof SandboxState, string>;

/**
 * The query parameters of a chaos run's settings (chaos-link.ts reads and writes them).
 * A link with any of them starts the chaos run when the sandbox opens.
 */
export const CHAOS_PARAMS = {
  calls: "calls",
  p: "p",
  deadlineMs: "chaos-timeout",
  retries: "retries",
  outage: "outage",
} as const satisfies Record<keyof ChaosSettings, string>;

type Query = Record<string, string | string[] | undefined>;

/** Whether a link sets any part of the state: such a link is a shared run, replayed on open. */
export function querySetsSandboxState(query: Query): boolean {
  return Object.values(SANDBOX_PARAMS).some((name) => query[name] !== undefined);
}

/** A seed other than `current`, for "new seed": the same limit the seed field checks. */
export function newSeed(current: number, random: () => number = Math.random): number {
  const { max } = checkSeed.range;
  const seed = Math.floor(random() * (max + 1));
  return seed === current ? (seed + 1) % (max + 1) : seed;
}

/** The state as a query string (without "?"); defaults are left out to keep links short. */
export function sandboxStateToSearch(state: SandboxState): string {
  const params = new URLSearchParams();
  params.set(SANDBOX_PARAMS.tool, state.tool);
  params.set(SANDBOX_PARAMS.args, state.args);
  if (state.timeoutMs !== DEFAULT_SANDBOX_STATE.timeoutMs)
    params.set(SANDBOX_PARAMS.timeoutMs, String(state.timeoutMs));
  const faults = encodeFaultPlan(state.faults);
  if (faults) params.set(SANDBOX_PARAMS.faults, faults);
  if (state.seed !== DEFAULT_SANDBOX_STATE.seed) params.set(SANDBOX_PARAMS.seed, String(state.seed));
  if (state.poolWait) params.set(SANDBOX_PARAMS.poolWait, "1");
  if (state.kataLayer !== undefined) params.set(SANDBOX_PARAMS.kataLayer, `${KATA_LAYER_PREFIX}${state.kataLayer}`);
  if (state.calls !== DEFAULT_SANDBOX_STATE.calls) params.set(SANDBOX_PARAMS.calls, String(state.calls));
  return params.toString();
}

export type ParsedSandboxState = { state: SandboxState; notices: string[] };

const { maxArgsLength, maxToolLength } = SANDBOX_TEXT_LIMITS;
const Tool = z.string().trim().min(1, "is empty").max(maxToolLength, "is too long");
const Args = z.string().max(maxArgsLength, `is longer than ${maxArgsLength} characters`);
const Wait = z.enum(["0", "1"], "must be 0 or 1");

/** `layer=kata:<lesson>` runs that lesson's kata draft; `layer=lesson` (or none) the lesson's own layer. */
export const KATA_LAYER_PREFIX = "kata:";
const Layer = z.union(
  [
    z.literal("lesson").transform(() => undefined),
    z
      .string()
      .regex(/^kata:[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(KATA_LAYER_PREFIX.length + 64)
      .transform((value) => value.slice(KATA_LAYER_PREFIX.length)),
  ],
  { error: 'must be "lesson" or "kata:" and a lesson\'s name' },
);

/** What reading one parameter gives; a range check's result is one of these. */
type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** A zod schema as the same kind of parser as a range check, so the URL reads both alike. */
const viaSchema =
  <T>(schema: z.ZodType<T>) =>
  (raw: string): Parsed<T> => {
    const result = schema.safeParse(raw);
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, problem: result.error.issues[0]?.message ?? "is not valid" };
  };

/**
 * Reads sandbox state from URL query parameters. Each bad or tampered parameter
 * falls back to its default and adds a notice saying which one and why; nothing
 * here throws, so a bad link never breaks the page.
 */
export function parseSandboxQuery(query: Query): ParsedSandboxState {
  const notices: string[] = [];
  const state = { ...DEFAULT_SANDBOX_STATE };
  const first = (name: string) => {
    const raw = query[name];
    return Array.isArray(raw) ? raw[0] : raw;
  };
  const read = <T>(name: string, parse: (raw: string) => Parsed<T>, apply: (value: T) => void) => {
    const raw = first(name);
    if (raw === undefined) return;
    const result = parse(raw);
    // Refused, never clamped: the notice names the parameter and, for numbers, the whole range.
    if (result.ok) apply(result.value);
    else notices.push(`The link's "${name}" ${result.problem}, so the default is used.`);
  };
  read(SANDBOX_PARAMS.tool, viaSchema(Tool), (tool) => {
    state.tool = tool;
    // A new tool without arguments starts from empty arguments, not the calculator's.
    if (first(SANDBOX_PARAMS.args) === undefined) state.args = "{}";
  });
  read(SANDBOX_PARAMS.args, viaSchema(Args), (args) => {
    state.args = args;
  });
  read(SANDBOX_PARAMS.timeoutMs, checkDeadlineMs, (timeoutMs) => {
    state.timeoutMs = timeoutMs;
  });
  read(SANDBOX_PARAMS.seed, checkSeed, (seed) => {
    state.seed = seed;
  });
  read(SANDBOX_PARAMS.poolWait, viaSchema(Wait), (wait) => {
    state.poolWait = wait === "1";
  });
  read(SANDBOX_PARAMS.kataLayer, viaSchema(Layer), (slug) => {
    if (slug !== undefined) state.kataLayer = slug;
  });
  read(SANDBOX_PARAMS.calls, checkCallsInRow, (calls) => {
    state.calls = calls;
  });
  const rawFaults = first(SANDBOX_PARAMS.faults);
  if (rawFaults) {
    const decoded = decodeFaultPlan(rawFaults);
    if (decoded.ok) state.faults = decoded.plan;
    else
      notices.push(
        `The link's "${SANDBOX_PARAMS.faults}" could not be read (${decoded.error}), so no faults are injected.`,
      );
  }
  return { state, notices };
}

/** A zod schema for sandbox state written by authors (scenarios), with objects for faults. */
export const SandboxStateSchema = z.strictObject({
  tool: Tool.describe("The tool the call asks for; an unknown name is allowed (it ends as invalid_args)."),
  args: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .transform((a) => (typeof a === "string" ? a : JSON.stringify(a)))
    // The same bound as the URL and the form, on the text the sandbox will hold.
    .pipe(Args)
    .describe(`The call's arguments: an object, or JSON text (at most ${maxArgsLength} characters).`),
  timeoutMs: numberIn(checkDeadlineMs).default(DEFAULT_SANDBOX_STATE.timeoutMs).describe("The call's deadline in ms."),
  faults: FaultPlanSchema.default({}).describe("Tool name → the fault it shows (docs/engine.md)."),
  seed: numberIn(checkSeed).default(DEFAULT_SANDBOX_STATE.seed).describe("The seed of random faults such as flaky."),
  poolWait: z
    .boolean()
    .default(false)
    .describe("When the database pool is full: false fails at once (tool_error), true waits (timeout)."),
  calls: numberIn(checkCallsInRow)
    .default(DEFAULT_SANDBOX_STATE.calls)
    .describe("Calls in a row per Run, each sent as soon as the one before it ended."),
});
