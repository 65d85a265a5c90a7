/**
 * Builds translator submissions from a correct translator's parts, so each bug in the corpus
 * is one changed part and everything else stays correct.
 */
export interface TranslatorParts {
  anthropic: string;
  chat: string;
  responses: string;
  mcp: string;
  /** Code after the functions (hostile entries put their tricks here). */
  extra: string;
}

const CORRECT_PARTS: TranslatorParts = {
  anthropic: `const block = { type: "tool_result", tool_use_id: callId, content: modelMessage(result, callId) };
  return { role: "user", content: [result.status === "ok" ? block : { ...block, is_error: true }] };`,
  chat: `return { role: "tool", tool_call_id: callId, content: modelMessage(result, callId) };`,
  responses: `return { type: "function_call_output", call_id: callId, output: modelMessage(result, callId) };`,
  mcp: `if (step === "unknown-tool") {
    return { jsonrpc: "2.0", id: requestId, error: { code: -32602, message: \`Unknown tool: \${toolForModel(result.tool)}\` } };
  }
  const content = [{ type: "text", text: modelMessage(result, callId) }];
  return { jsonrpc: "2.0", id: requestId, result: { content, isError: result.status !== "ok" } };`,
  extra: "",
};

/** A whole submission: the correct translator with `changes` swapped in. */
export function translatorSource(changes: Partial<TranslatorParts> = {}): string {
  const p = { ...CORRECT_PARTS, ...changes };
  return `import { type ModelFacingCall, modelMessage, toolForModel } from "envelope-kata";

export function anthropicMessage({ result, callId }: ModelFacingCall) {
  ${p.anthropic}
}

export function openAiChatMessage({ result, callId }: ModelFacingCall) {
  ${p.chat}
}

export function openAiResponsesItem({ result, callId }: ModelFacingCall) {
  ${p.responses}
}

export function mcpResponse({ result, step, callId }: ModelFacingCall, requestId: number) {
  ${p.mcp}
}
${p.extra}`;
}
