/**
 * The rules a translator is graded on (ids and order in verdict.ts). Each rule looks at one
 * part of an answer (its view) in the formats it judges, and compares that part with what
 * model-formats.ts writes; so a translator with one mistake fails the one rule about it.
 * exact-fields judges the rest: the whole answer, on calls where every other view agreed.
 */
import type fc from "fast-check";
import { TRANSLATOR_FORMAT_IDS, type TranslatorFormat } from "../submission-kinds";
import type { Json } from "../verdict";
import { everyStep, translatorCase } from "./arbitraries";
import { at } from "./oracle";
import { TRANSLATOR_RULE_IDS, type TranslatorCall, type TranslatorCase, type TranslatorRuleId } from "./verdict";

/** A view that has nothing to say about this answer (another rule judges it). */
export const NOT_JUDGED = Symbol("not judged");
// Compared as JSON text: views build their parts in a fixed key order.
type View = (answer: Json, translation: TranslatorCall) => unknown;

export interface TranslatorRule {
  id: TranslatorRuleId;
  /** The formats whose answers this rule judges. */
  formats: readonly TranslatorFormat[];
  /** The part of an answer this rule compares; none for exact-fields and nothing-escapes. */
  view?: View;
  examples: readonly TranslatorCase[];
  arbitrary: fc.Arbitrary<TranslatorCase>;
  /** What went wrong, in the learner's words. */
  problem: string;
}

const OPENAI: readonly TranslatorFormat[] = ["openai-chat", "openai-responses"];
/** The fields OpenAI documents for a tool's result; anything else is invented (docs/model-formats.md). */
const OPENAI_FIELDS: Record<string, readonly string[]> = {
  "openai-chat": ["role", "tool_call_id", "content"],
  "openai-responses": ["type", "call_id", "output"],
};

/** An MCP answer's `result`, when it has one: the other branch is a protocol error. */
const mcpResult = (answer: Json) => {
  const result = at(answer, "result");
  return typeof result === "object" && result !== null && !Array.isArray(result) ? result : NOT_JUDGED;
};
const ownFlag = (block: Json | undefined, key: string) =>
  typeof block === "object" && block !== null && !Array.isArray(block) && Object.hasOwn(block, key)
    ? { [key]: block[key] ?? null }
    : "no flag";

const RULES_BY_ID: Record<TranslatorRuleId, Omit<TranslatorRule, "id" | "examples" | "arbitrary">> = {
  "call-id": {
    formats: TRANSLATOR_FORMAT_IDS,
    view: (answer, { format }) => {
      if (format === "anthropic") return at(answer, "content", 0, "tool_use_id");
      if (format === "openai-chat") return at(answer, "tool_call_id");
      if (format === "openai-responses") return at(answer, "call_id");
      return at(answer, "id");
    },
    problem:
      "the answer is not tied to what it answers: the call's own id (for MCP, the JSON-RPC request's id) belongs in its field",
  },
  "model-text": {
    formats: TRANSLATOR_FORMAT_IDS,
    view: (answer, { format }) => {
      if (format === "anthropic") return at(answer, "content", 0, "content");
      if (format === "openai-chat") return at(answer, "content");
      if (format === "openai-responses") return at(answer, "output");
      const result = mcpResult(answer);
      return result === NOT_JUDGED ? result : at(result, "content", 0, "text");
    },
    problem: "the text the model reads is not modelMessage's text for this envelope and call id",
  },
  "error-flag": {
    formats: ["anthropic", "mcp"],
    view: (answer, { format }) => {
      if (format === "anthropic") return ownFlag(at(answer, "content", 0), "is_error");
      const result = mcpResult(answer);
      return result === NOT_JUDGED ? result : ownFlag(result, "isError");
    },
    problem:
      "the error flag is wrong: Anthropic's is_error: true only on a failed call (left out on success), MCP's isError true on failure and false on success",
  },
  "no-openai-flag": {
    formats: OPENAI,
    view: (answer, { format }) =>
      typeof answer === "object" && answer !== null && !Array.isArray(answer)
        ? Object.keys(answer)
            .filter((key) => !OPENAI_FIELDS[format]?.includes(key))
            .sort()
        : NOT_JUDGED,
    problem: "OpenAI has no error field for a tool's result: the failure is said in the text, never in a flag you add",
  },
  "mcp-protocol-error": {
    formats: ["mcp"],
    view: (answer) => {
      const error = at(answer, "error");
      if (error !== undefined) return { error: { code: at(error, "code"), message: at(error, "message") } };
      return mcpResult(answer) === NOT_JUDGED ? "neither result nor error" : "result";
    },
    problem:
      "only an unknown tool is an MCP protocol error (JSON-RPC -32602, `Unknown tool: <name>`); every other failure is a result with isError: true",
  },
  "exact-fields": {
    formats: TRANSLATOR_FORMAT_IDS,
    problem: "the answer has missing, extra or wrong fields beside the id, the text and the flags",
  },
  "nothing-escapes": {
    formats: TRANSLATOR_FORMAT_IDS,
    problem: "the function threw, or returned something that is not an object, instead of an answer",
  },
};

/** Every rule, in the order they are checked and shown; each has every step in its formats as a fixed example. */
export const TRANSLATOR_RULES: readonly TranslatorRule[] = TRANSLATOR_RULE_IDS.map((id) => {
  const rule = RULES_BY_ID[id];
  return { id, ...rule, examples: [everyStep(rule.formats)], arbitrary: translatorCase(rule.formats) };
});
