/**
 * How the kata's stand-in tools check their arguments, written once. The harness runs this
 * check inside the engine (on intrinsics captured before the student's code), and the host's
 * oracle runs the very same function, so the expected `invalid_args` message and the cleaned
 * arguments can never drift apart.
 *
 * Checking *cleans*: strings are trimmed and optional fields get their defaults, so a test
 * can tell whether the tool received the validated arguments or the raw ones.
 */
import type { Json } from "./verdict";

/**
 * The stand-in tools have the first lesson's names. send_email is not among them: the kata
 * grades the envelope's four statuses, which its three tools already cover.
 */
export const KATA_TOOL_NAMES = ["calculator", "weather", "database"] as const;

/** What a check answers; the same shape as envelope-kata's CheckedArgs. */
export type StandInCheck = { ok: true; args: Json } | { ok: false; error: string };

/** The helpers the source needs, passed in so the harness can hand over captured intrinsics. */
export interface CheckPrimitives {
  isArray(value: unknown): boolean;
  hasOwn(object: object, key: string): boolean;
  trim(text: string): string;
}

type Check = (toolName: string, raw: unknown) => StandInCheck;
type Field = { ok: true; value: string | undefined } | { ok: false; error: string };

/**
 * `(primitives) => (toolName, raw) => StandInCheck`. Never throws on JSON input; reads only
 * own properties, so nothing on a prototype can change the answer.
 */
export function makeStandInCheck(p: CheckPrimitives): Check {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !p.isArray(v);
  const field = (raw: Record<string, unknown>, key: string) => (p.hasOwn(raw, key) ? raw[key] : undefined);
  function text(raw: Record<string, unknown>, key: string, optional: boolean): Field {
    const v = field(raw, key);
    if (v === undefined && optional) return { ok: true, value: undefined };
    if (typeof v !== "string" || p.trim(v) === "") return { ok: false, error: `${key}: expected a non-empty string` };
    return { ok: true, value: p.trim(v) };
  }
  const checks: Record<string, (raw: Record<string, unknown>) => StandInCheck> = {
    calculator: (raw) => {
      const e = text(raw, "expression", false);
      return e.ok ? { ok: true, args: { expression: e.value as string } } : e;
    },
    weather: (raw) => {
      const c = text(raw, "city", false);
      if (!c.ok) return c;
      let u = field(raw, "units");
      if (u === undefined) u = "metric";
      if (u !== "metric" && u !== "imperial") return { ok: false, error: 'units: expected "metric" or "imperial"' };
      return { ok: true, args: { city: c.value as string, units: u } };
    },
    database: (raw) => {
      const s = text(raw, "sql", false);
      if (!s.ok) return s;
      let params = field(raw, "params");
      if (params === undefined) params = [];
      if (!p.isArray(params)) return { ok: false, error: "params: expected an array" };
      return { ok: true, args: { sql: s.value as string, params: params as Json[] } };
    },
  };
  return function check(toolName, raw) {
    if (!isObject(raw)) return { ok: false, error: "arguments: expected an object" };
    return (checks[toolName] as (raw: Record<string, unknown>) => StandInCheck)(raw);
  };
}

/** The host's copy of the check: the same function the harness runs, on the host's built-ins. */
export const checkStandInArgs: Check = makeStandInCheck({
  isArray: Array.isArray,
  hasOwn: (object, key) => Object.hasOwn(object, key),
  trim: (text) => text.trim(),
});

/** True when the kata has a tool of this name (own names only: "constructor" is not a tool). */
export function isKataToolName(name: string): boolean {
  return (KATA_TOOL_NAMES as readonly string[]).includes(name);
}
