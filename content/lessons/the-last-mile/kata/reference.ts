import { type ModelFacingCall, modelMessage, toolForModel } from "envelope-kata";

export function anthropicMessage({ result, callId }: ModelFacingCall) {
  const block = { type: "tool_result", tool_use_id: callId, content: modelMessage(result, callId) };
  return { role: "user", content: [result.status === "ok" ? block : { ...block, is_error: true }] };
}

export function openAiChatMessage({ result, callId }: ModelFacingCall) {
  return { role: "tool", tool_call_id: callId, content: modelMessage(result, callId) };
}

export function openAiResponsesItem({ result, callId }: ModelFacingCall) {
  return { type: "function_call_output", call_id: callId, output: modelMessage(result, callId) };
}

export function mcpResponse({ result, step, callId }: ModelFacingCall, requestId: number) {
  if (step === "unknown-tool") {
    return { jsonrpc: "2.0", id: requestId, error: { code: -32602, message: `Unknown tool: ${toolForModel(result.tool)}` } };
  }
  const content = [{ type: "text", text: modelMessage(result, callId) }];
  return { jsonrpc: "2.0", id: requestId, result: { content, isError: result.status !== "ok" } };
}
