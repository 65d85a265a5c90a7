import { type ModelFacingCall, modelMessage } from "envelope-kata";

// Every format gets the same message for now: make each one the shape its API expects.
export function anthropicMessage({ result, callId }: ModelFacingCall) {
  return { role: "user", content: modelMessage(result, callId) };
}

export function openAiChatMessage({ result, callId }: ModelFacingCall) {
  return { role: "user", content: modelMessage(result, callId) };
}

export function openAiResponsesItem({ result, callId }: ModelFacingCall) {
  return { role: "user", content: modelMessage(result, callId) };
}

export function mcpResponse({ result, callId }: ModelFacingCall, requestId: number) {
  return { role: "user", content: modelMessage(result, callId), requestId };
}
