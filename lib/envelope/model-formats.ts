/**
 * The last mile: the same envelope as each major model API expects to read it back.
 * The tools layer's job ends with a ToolResult; the orchestrator's last step is to turn it
 * into the message the model sees, tied to the call by the id the model's request carried.
 * Field names follow the providers' published shapes (sources in docs/model-formats.md).
 */
import { modelMessage, toolForModel } from "./model-message";
import type { StepId } from "./steps";
import type { ToolResult } from "./tool-result";

/** What the formats are made from: the envelope, the step that decided it, and the call's id. */
export interface ModelFacingCall {
  result: ToolResult;
  step: StepId;
  callId: string;
}

/**
 * Anthropic Messages: a `tool_result` block in a user message, `is_error` when the call failed.
 * NOTE: this is the message for one call. The results of parallel calls from one assistant
 * turn go back as blocks of a single user message, so take each block, not each message.
 */
export function anthropicMessage({ result, callId }: ModelFacingCall) {
  const block = { type: "tool_result", tool_use_id: callId, content: modelMessage(result, callId) };
  return { role: "user", content: [result.status === "ok" ? block : { ...block, is_error: true }] } as const;
}

/** OpenAI Chat Completions: a `tool` message tied by `tool_call_id`; no error flag exists. */
export function openAiChatMessage({ result, callId }: ModelFacingCall) {
  return { role: "tool", tool_call_id: callId, content: modelMessage(result, callId) } as const;
}

/** OpenAI Responses: a `function_call_output` item tied by `call_id`; no error flag either. */
export function openAiResponsesItem({ result, callId }: ModelFacingCall) {
  return { type: "function_call_output", call_id: callId, output: modelMessage(result, callId) } as const;
}

/** JSON-RPC's code for invalid parameters, which MCP uses for a call to an unknown tool. */
export const JSON_RPC_INVALID_PARAMS = -32602;

/**
 * MCP `tools/call`: the JSON-RPC response. A failure inside the tool, a deadline and (since
 * the 2025-11-25 revision) bad arguments are results with `isError: true`, so the model can
 * read them; an unknown tool is a protocol error instead. So one envelope status,
 * invalid_args, answers two different ways, and only the deciding step tells which.
 */
export function mcpResponse({ result, step, callId }: ModelFacingCall, requestId: number) {
  if (step === "unknown-tool") {
    const message = `Unknown tool: ${toolForModel(result.tool)}`;
    return { jsonrpc: "2.0", id: requestId, error: { code: JSON_RPC_INVALID_PARAMS, message } } as const;
  }
  const content = [{ type: "text", text: modelMessage(result, callId) }];
  return { jsonrpc: "2.0", id: requestId, result: { content, isError: result.status !== "ok" } } as const;
}

/** Every format at once, in the order the sandbox shows them. */
export function modelFormats(call: ModelFacingCall, mcpRequestId = 1) {
  return [
    { id: "anthropic", label: "Anthropic Messages", value: anthropicMessage(call) },
    { id: "openai-chat", label: "OpenAI Chat Completions", value: openAiChatMessage(call) },
    { id: "openai-responses", label: "OpenAI Responses", value: openAiResponsesItem(call) },
    { id: "mcp", label: "MCP tools/call", value: mcpResponse(call, mcpRequestId) },
  ] as const;
}
