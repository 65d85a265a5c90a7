/**
 * The sentence rules of content:check's engine facts (check-engine-claims.ts): what one
 * sentence a student reads claims against the engine, from the engine's own schema and
 * constants. Each rule matches a narrow phrasing, so other text passes untouched.
 */
import { MAX_MESSAGE_LENGTH } from "@/lib/envelope/describe-thrown";
import { cancelled } from "@/lib/envelope/retry";
import { TOOLS_WITH_SIDE_EFFECTS } from "@/lib/envelope/tool-names";
import { TOOL_STATUSES, ToolResultSchema } from "@/lib/envelope/tool-result";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** A count in words or digits, as a regular expression group. */
export const NUMBER = `(\\d+|${NUMBER_WORDS.join("|")}|once|twice)`;

/** "four", "4", "twice": the count a word states, or undefined. */
export function count(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower === "once") return 1;
  if (lower === "twice") return 2;
  const index = NUMBER_WORDS.indexOf(lower);
  return /^\d+$/.test(lower) ? Number(lower) : index >= 0 ? index : undefined;
}

/** The keys an envelope of each status may carry, read from the engine's schema. */
const KEYS_BY_STATUS = new Map(
  TOOL_STATUSES.map((status) => {
    const variant = ToolResultSchema.options.find((option) => option.shape.status.safeParse(status).success);
    return [status, Object.keys(variant?.shape ?? {})] as const;
  }),
);

const KEY_BOUND = new RegExp(`\\b(?:(?:never|no|not) more than|at most|only|up to) ${NUMBER} (?:keys|fields)\\b`, "i");
const TRACE_CHARS = /\b(\d[\d,]*)[- ]characters?\b/i;
const WHOLE_ERROR = /\b(?:full|whole|entire|complete|untruncated) (?:error|message|stack)/i;

/** Sentences that make tool_error need a tool that ran, which a cancel or a breaker's refusal does not. */
const TOOL_ERROR_NEEDS_RUN = [
  /\btool_error\b[^.;]*\b(?:means|needs|requires|is when)\b[^.;]*\btool (?:ran|runs|was called|was run|started)\b/i,
  /\b(?:the tool|a tool|it) would have to (?:run|be called|start)\b/i,
  /\bno tool (?:ran|was called|started|had the chance)\b[^.]*\b(?:could|can|to) fail\b/i,
];
/** A sentence that has the model receive MCP's protocol error, which reaches the host only. */
const MODEL_GETS_PROTOCOL_ERROR =
  /\bmodel\b[^.]*\b(?:gets?|receives?|sees?|reads?)\b[^.]*\b(?:protocol error|JSON-RPC)/i;
/** A sentence that calls every call or tool of the lab read-only, or safe to repeat. */
const ALL_SAFE_TO_REPEAT =
  /\b(?:every|all|each) (?:call|calls|tool|tools)\b[^.;]*\b(?:only reads?|reads? only|read-only|safe to repeat)\b/i;

/** What a sentence of lesson prose claims against the engine, in words, or nothing. */
export function proseClaimProblems(sentence: string): string[] {
  const problems: string[] = [];
  const needsRun = TOOL_ERROR_NEEDS_RUN.map((rule) => sentence.match(rule)).find((found) => found !== null);
  if (needsRun)
    problems.push(
      `says "${needsRun[0]}", but the engine ends a call no tool ran as ${cancelled("any").status} too (a user's cancel, lib/envelope/retry.ts; an open breaker's refusal): say which step refused the call instead`,
    );
  const protocol = /\b(?:not|never)\b/i.test(sentence) ? null : sentence.match(MODEL_GETS_PROTOCOL_ERROR);
  if (protocol)
    problems.push(
      `says "${protocol[0]}", but an MCP protocol error reaches the host, not the model; the host answers the model's call with a failed tool result of its own (lib/envelope/model-formats.ts)`,
    );
  const safe = sentence.match(ALL_SAFE_TO_REPEAT);
  const sideEffects = [...TOOLS_WITH_SIDE_EFFECTS];
  if (safe && !sideEffects.some((tool) => sentence.includes(tool)))
    problems.push(
      `says "${safe[0]}", but ${sideEffects.join(", ")} changes something outside and is not safe to repeat (TOOLS_WITH_SIDE_EFFECTS, lib/envelope/tool-names.ts): say which tools only read`,
    );
  const bound = sentence.match(KEY_BOUND);
  const stated = bound?.[1] === undefined ? undefined : count(bound[1]);
  if (stated !== undefined) {
    const named = TOOL_STATUSES.filter((status) => new RegExp(`\\b${status}\\b`).test(sentence));
    const keys = (named.length ? named : TOOL_STATUSES).map((status) => KEYS_BY_STATUS.get(status) ?? []);
    const most = keys.reduce((a, b) => (b.length > a.length ? b : a), []);
    if (stated < most.length)
      problems.push(
        `says "${bound?.[0]}", but an envelope can carry ${most.length} (${most.join(", ")}; lib/envelope/tool-result.ts): count the optional ones, or say which envelope`,
      );
  }
  if (/\btrace\b/i.test(sentence)) {
    const chars = sentence.match(TRACE_CHARS);
    if (chars?.[1] && Number(chars[1].replace(/,/g, "")) !== MAX_MESSAGE_LENGTH)
      problems.push(
        `says the trace keeps "${chars[0]}", but an error's message is cut at ${MAX_MESSAGE_LENGTH} characters (lib/envelope/describe-thrown.ts): write ${MAX_MESSAGE_LENGTH}`,
      );
    const whole = sentence.match(WHOLE_ERROR);
    if (whole)
      problems.push(
        `says "${whole[0]}" beside the trace, but the trace keeps only an error's message, cut at ${MAX_MESSAGE_LENGTH} characters, with no stack or cause: say what it keeps`,
      );
  }
  return problems;
}
