/**
 * How the kata's stand-in tools check their arguments, written once as plain ES2020 source.
 * The harness embeds this source inside the engine (where it runs on intrinsics captured
 * before the student's code), and the host's oracle evaluates the very same source, so the
 * expected `invalid_args` message and the cleaned arguments can never drift apart.
 *
 * Checking *cleans*: strings are trimmed and optional fields get their defaults, so a test
 * can tell whether the tool received the validated arguments or the raw ones.
 */
import { TOOL_NAMES } from "@/lib/envelope/tool-names";
import type { Json } from "./verdict";

/** The stand-in tools have the lesson's names. */
export const KATA_TOOL_NAMES = TOOL_NAMES;

/** What a check answers; the same shape as envelope-kata's CheckedArgs. */
export type StandInCheck = { ok: true; args: Json } | { ok: false; error: string };

/** The helpers the source needs, passed in so the harness can hand over captured intrinsics. */
export interface CheckPrimitives {
  isArray(value: unknown): boolean;
  hasOwn(object: object, key: string): boolean;
  trim(text: string): string;
}

/**
 * `(primitives) => (toolName, raw) => StandInCheck`, as source. Never throws on JSON input;
 * reads only own properties, so nothing on a prototype can change the answer.
 */
export const STAND_IN_CHECK_SOURCE = `(function (p) {
  function isObject(v) { return typeof v === "object" && v !== null && !p.isArray(v); }
  function field(raw, key) { return p.hasOwn(raw, key) ? raw[key] : undefined; }
  function text(raw, key, optional) {
    var v = field(raw, key);
    if (v === undefined && optional) return { ok: true, value: undefined };
    if (typeof v !== "string" || p.trim(v) === "") return { ok: false, error: key + ": expected a non-empty string" };
    return { ok: true, value: p.trim(v) };
  }
  var checks = {
    calculator: function (raw) {
      var e = text(raw, "expression", false);
      return e.ok ? { ok: true, args: { expression: e.value } } : e;
    },
    weather: function (raw) {
      var c = text(raw, "city", false);
      if (!c.ok) return c;
      var u = field(raw, "units");
      if (u === undefined) u = "metric";
      if (u !== "metric" && u !== "imperial") return { ok: false, error: 'units: expected "metric" or "imperial"' };
      return { ok: true, args: { city: c.value, units: u } };
    },
    database: function (raw) {
      var s = text(raw, "sql", false);
      if (!s.ok) return s;
      var params = field(raw, "params");
      if (params === undefined) params = [];
      if (!p.isArray(params)) return { ok: false, error: "params: expected an array" };
      return { ok: true, args: { sql: s.value, params: params } };
    },
  };
  return function check(toolName, raw) {
    if (!isObject(raw)) return { ok: false, error: "arguments: expected an object" };
    return checks[toolName](raw);
  };
})`;

type Check = (toolName: string, raw: unknown) => StandInCheck;

/** The host's copy of the check, built from the same source (our own code, not the student's). */
export const checkStandInArgs: Check = (
  new Function(`return ${STAND_IN_CHECK_SOURCE}`)() as (p: CheckPrimitives) => Check
)({
  isArray: Array.isArray,
  hasOwn: (object, key) => Object.hasOwn(object, key),
  trim: (text) => text.trim(),
});

/** True when the kata has a tool of this name (own names only: "constructor" is not a tool). */
export function isKataToolName(name: string): boolean {
  return (KATA_TOOL_NAMES as readonly string[]).includes(name);
}
