/**
 * The translator kata's corpus: the reference, each classic translation bug alone (each fails
 * the one rule that explains it), and hostile submissions, with the verdict each must get.
 */

import type { CorpusEntry } from "../../corpus/corpus-entry";
import { runEntries } from "../../corpus/run-corpus";
import type { KataEngineFactory } from "../../engine";
import type { RunCounts } from "../../grade";
import { gradeTranslator } from "../grade";
import type { TranslatorRuleId, TranslatorVerdict } from "../verdict";
import { translatorSource } from "./translator-source";

export type TranslatorCorpusEntry = CorpusEntry<TranslatorRuleId>;

const mcpResult = (isError: string) => `if (step === "unknown-tool") {
    return { jsonrpc: "2.0", id: requestId, error: { code: -32602, message: \`Unknown tool: \${toolForModel(result.tool)}\` } };
  }
  return { jsonrpc: "2.0", id: requestId, result: { content: [{ type: "text", text: modelMessage(result, callId) }], isError: ${isError} } };`;

export const TRANSLATOR_BUGS: TranslatorCorpusEntry[] = [
  {
    name: "MCP answers with the call's id, not the request's",
    source: translatorSource({
      mcp: `if (step === "unknown-tool") {
    return { jsonrpc: "2.0", id: callId, error: { code: -32602, message: \`Unknown tool: \${toolForModel(result.tool)}\` } };
  }
  return { jsonrpc: "2.0", id: callId, result: { content: [{ type: "text", text: modelMessage(result, callId) }], isError: result.status !== "ok" } };`,
    }),
    expect: { failing: ["call-id"] },
  },
  {
    name: "Responses ties the item to the tool's name instead of the call",
    source: translatorSource({
      responses: `return { type: "function_call_output", call_id: result.tool, output: modelMessage(result, callId) };`,
    }),
    expect: { failing: ["call-id"] },
  },
  {
    name: "the model reads the tool's raw error text",
    source: translatorSource({
      chat: `return { role: "tool", tool_call_id: callId, content: result.status === "ok" ? modelMessage(result, callId) : result.error };`,
    }),
    expect: { failing: ["model-text"] },
  },
  {
    name: "Anthropic always sets is_error, false on success",
    source: translatorSource({
      anthropic: `return { role: "user", content: [{ type: "tool_result", tool_use_id: callId, content: modelMessage(result, callId), is_error: result.status !== "ok" }] };`,
    }),
    expect: { failing: ["error-flag"] },
  },
  {
    name: "MCP flags only tool_error and timeout, not bad arguments",
    source: translatorSource({ mcp: mcpResult(`result.status === "tool_error" || result.status === "timeout"`) }),
    expect: { failing: ["error-flag"] },
  },
  {
    name: "OpenAI Chat gets an invented is_error flag",
    source: translatorSource({
      chat: `const message = { role: "tool", tool_call_id: callId, content: modelMessage(result, callId) };
  return result.status === "ok" ? message : { ...message, is_error: true };`,
    }),
    expect: { failing: ["no-openai-flag"] },
  },
  {
    name: "MCP makes every invalid_args a protocol error (bad arguments too)",
    source: translatorSource({
      mcp: `if (result.status === "invalid_args") {
    return { jsonrpc: "2.0", id: requestId, error: { code: -32602, message: \`Unknown tool: \${toolForModel(result.tool)}\` } };
  }
  return { jsonrpc: "2.0", id: requestId, result: { content: [{ type: "text", text: modelMessage(result, callId) }], isError: result.status !== "ok" } };`,
    }),
    expect: { failing: ["mcp-protocol-error"] },
  },
  {
    name: "MCP answers an unknown tool as a result with isError",
    source: translatorSource({
      mcp: `return { jsonrpc: "2.0", id: requestId, result: { content: [{ type: "text", text: modelMessage(result, callId) }], isError: result.status !== "ok" } };`,
    }),
    expect: { failing: ["mcp-protocol-error"] },
  },
  {
    name: "MCP echoes the unknown tool's raw name with the wrong code",
    source: translatorSource({
      mcp: `if (step === "unknown-tool") {
    return { jsonrpc: "2.0", id: requestId, error: { code: -32601, message: \`Unknown tool: \${result.tool}\` } };
  }
  return { jsonrpc: "2.0", id: requestId, result: { content: [{ type: "text", text: modelMessage(result, callId) }], isError: result.status !== "ok" } };`,
    }),
    expect: { failing: ["mcp-protocol-error"] },
  },
  {
    name: "Anthropic's block goes back as the assistant, without its type",
    source: translatorSource({
      anthropic: `const block = { tool_use_id: callId, content: modelMessage(result, callId) };
  return { role: "assistant", content: [result.status === "ok" ? block : { ...block, is_error: true }] };`,
    }),
    expect: { failing: ["exact-fields"] },
  },
  {
    name: "Responses copies the envelope's status in",
    source: translatorSource({
      responses: `return { type: "function_call_output", call_id: callId, output: modelMessage(result, callId), status: "completed" };`,
    }),
    expect: { failing: ["no-openai-flag"] },
  },
  {
    name: "Anthropic reads the error's length on a success too (throws)",
    source: translatorSource({
      anthropic: `const long = (result as { error: string }).error.length > 0;
  const block = { type: "tool_result", tool_use_id: callId, content: modelMessage(result, callId) };
  return { role: "user", content: [long ? { ...block, is_error: true } : block] };`,
    }),
    expect: { failing: ["nothing-escapes"] },
  },
];

export const TRANSLATOR_HOSTILE: TranslatorCorpusEntry[] = [
  {
    name: "exports only three of the four functions",
    source: translatorSource().replace("export function mcp", "function mcp"),
    expect: { refusal: "no-layer" },
  },
  {
    name: "throws while loading",
    source: translatorSource({ extra: `throw new Error("not today");` }),
    expect: { refusal: "crashed" },
  },
  {
    name: "imports node:fs",
    source: `import { readFileSync } from "node:fs";\n${translatorSource({ extra: "export const read = readFileSync;" })}`,
    expect: { refusal: "import" },
  },
  {
    name: "patches JSON.stringify to fake the text",
    source: translatorSource({ extra: `JSON.stringify = () => "ok";` }),
    expect: { refusal: "crashed" },
  },
  {
    name: "loops for ever inside mcpResponse",
    source: translatorSource({ mcp: "for (;;) {}" }),
    expect: { refusal: "cpu" },
    needsKill: true,
  },
];

export const TRANSLATOR_CORPUS: readonly TranslatorCorpusEntry[] = [
  { name: "the reference translator", source: translatorSource(), expect: { failing: [] } },
  ...TRANSLATOR_BUGS,
  ...TRANSLATOR_HOSTILE,
];

/** Grades translator corpus entries on engines from `makeEngine` (runCorpus for the translator kata). */
export function runTranslatorCorpus(
  makeEngine: KataEngineFactory,
  entries: readonly TranslatorCorpusEntry[] = TRANSLATOR_CORPUS,
  options: { seed?: number; runs?: RunCounts } = {},
) {
  return runEntries<TranslatorVerdict, TranslatorRuleId>(makeEngine, entries, { ...options, grade: gradeTranslator });
}
