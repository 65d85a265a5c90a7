/**
 * A fault plan as a short, readable string for URLs and share links:
 *
 *   weather:slow.2500~database:pool_exhausted~calculator:throw.disk_full@0.25
 *
 * Entries are `tool:fault`, joined by `~`. Faults: `throw`, `throw.<message>`, `hang`,
 * `slow.<ms>`, `outage`, `pool_exhausted`, `slow_query.<ms>`, `ignores_signal.<ms>`, `late_reply.<ms>`. A trailing `@<p>` makes the fault flaky with
 * probability p. In a message, `_` is a space, letters, digits, `-` and `.` stand for
 * themselves, and any other character is written `*XX` per UTF-8 byte (`!` is `*21`).
 * The result never contains `%`, `+`, `&`, `#`, `=`, `/` or spaces, so it can go into a
 * URL query or fragment as is.
 */
import { type Fault, type FaultPlan, FaultPlanSchema, type SteadyFault } from "./faults";
import { isToolName, TOOL_NAMES } from "./tool-names";

/** The result of decoding: a valid plan, or what is wrong and where (1-based positions). */
export type DecodedFaultPlan = { ok: true; plan: FaultPlan } | { ok: false; error: string };

const MAX_LENGTH = 2000;
const FAULT_WORDS = "throw, hang, slow, outage, pool_exhausted, slow_query, ignores_signal, late_reply";
const PLAIN = /^[A-Za-z0-9.-]$/;
const NUMBER = /^(\d+(\.\d+)?|\.\d+)(e-?\d+)?$/i;

/** Writes `plan` in the compact syntax; tools always appear in TOOL_NAMES order. */
export function encodeFaultPlan(plan: FaultPlan): string {
  return TOOL_NAMES.flatMap((tool) => {
    const fault: Fault | undefined = plan[tool];
    if (fault === undefined) return [];
    const text = fault.kind === "flaky" ? `${encodeSteady(fault.fault)}@${fault.p}` : encodeSteady(fault);
    return [`${tool}:${text}`];
  }).join("~");
}

function encodeSteady(fault: SteadyFault): string {
  if ("ms" in fault) return `${fault.kind}.${fault.ms}`; // slow, slow_query, ignores_signal, late_reply
  if (fault.kind === "throw" && fault.message !== undefined) return `throw.${encodeMessage(fault.message)}`;
  return fault.kind;
}

function encodeMessage(message: string): string {
  let out = "";
  for (const char of message) {
    if (PLAIN.test(char)) out += char;
    else if (char === " ") out += "_";
    else
      for (const byte of new TextEncoder().encode(char)) out += `*${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Reads a plan written by {@link encodeFaultPlan}. Never throws, whatever `text` is. */
export function decodeFaultPlan(text: unknown): DecodedFaultPlan {
  if (typeof text !== "string") return { ok: false, error: "a fault plan must be a string" };
  if (text.length > MAX_LENGTH) return { ok: false, error: `a fault plan is at most ${MAX_LENGTH} characters` };
  const plan: Record<string, Fault> = {};
  const entryAt: Record<string, number> = {};
  let start = 0;
  for (const entry of text === "" ? [] : text.split("~")) {
    const decoded = decodeEntry(entry, start + 1);
    if (typeof decoded === "string") return { ok: false, error: decoded };
    if (plan[decoded.tool]) return { ok: false, error: `${decoded.tool} appears twice (position ${start + 1})` };
    plan[decoded.tool] = decoded.fault;
    entryAt[decoded.tool] = start + 1;
    start += entry.length + 1;
  }
  const checked = FaultPlanSchema.safeParse(plan);
  if (checked.success) return { ok: true, plan: checked.data };
  const issue = checked.error.issues[0];
  const tool = String(issue?.path[0] ?? "");
  const where = issue?.path.length ? `${issue.path.join(".")} (entry at position ${entryAt[tool]}): ` : "";
  return { ok: false, error: `${where}${issue?.message ?? "invalid fault plan"}` };
}

/** One `tool:fault[@p]` entry starting at 1-based `at`; a string is an error message. */
function decodeEntry(entry: string, at: number): { tool: string; fault: Fault } | string {
  if (entry === "") return `empty entry at position ${at} (a "~" too many?)`;
  const colon = entry.indexOf(":");
  if (colon < 0) return `"${clip(entry)}" at position ${at} should look like tool:fault, e.g. weather:slow.2500`;
  const tool = entry.slice(0, colon);
  if (!isToolName(tool))
    return `unknown tool "${clip(tool)}" at position ${at}; the tools are ${TOOL_NAMES.join(", ")}`;
  const [body = "", chance, extra] = entry.slice(colon + 1).split("@");
  const bodyAt = at + colon + 1;
  if (extra !== undefined) return `more than one "@" in the entry at position ${at}`;
  const steady = decodeSteady(body, bodyAt);
  if (typeof steady === "string") return steady;
  if (chance === undefined) return { tool, fault: steady };
  if (!NUMBER.test(chance)) {
    return `"@${clip(chance)}" at position ${bodyAt + body.length} should be a probability like @0.25`;
  }
  return { tool, fault: { kind: "flaky", p: Number(chance), fault: steady } };
}

function decodeSteady(body: string, at: number): SteadyFault | string {
  const dot = body.indexOf(".");
  const kind = dot < 0 ? body : body.slice(0, dot);
  const value = dot < 0 ? undefined : body.slice(dot + 1);
  const valueAt = at + dot + 1;
  switch (kind) {
    case "throw": {
      if (value === undefined) return { kind };
      if (value === "") return `"throw." at position ${at} needs a message after the dot`;
      const message = decodeMessage(value, valueAt);
      return message.ok ? { kind, message: message.text } : message.error;
    }
    case "slow":
    case "slow_query":
    case "ignores_signal":
    case "late_reply":
      if (value === undefined || !/^\d{1,9}$/.test(value))
        return `${kind} at position ${at} needs whole milliseconds, e.g. ${kind}.2500`;
      return { kind, ms: Number(value) };
    case "hang":
    case "outage":
    case "pool_exhausted":
      return value === undefined ? { kind } : `${kind} at position ${at} takes no value (drop ".${clip(value)}")`;
    default:
      return `unknown fault "${clip(kind)}" at position ${at}; the faults are ${FAULT_WORDS}`;
  }
}

/** Undoes the message escapes of {@link encodeMessage}; `at` is the 1-based start. */
function decodeMessage(text: string, at: number): { ok: true; text: string } | { ok: false; error: string } {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === "*") {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) {
        return { ok: false, error: `"*" at position ${at + i} must be followed by two hex digits` };
      }
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (char === "_" || PLAIN.test(char)) {
      bytes.push(char === "_" ? 32 : char.charCodeAt(0));
    } else {
      const error = `"${char}" at position ${at + i} cannot appear in a message; write its UTF-8 bytes as *XX`;
      return { ok: false, error };
    }
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes)) };
  } catch {
    return { ok: false, error: `the escapes in the message at position ${at} are not valid UTF-8` };
  }
}

/** Keeps quoted garbage short in error messages. */
function clip(text: string): string {
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
}
