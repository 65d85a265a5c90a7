import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  anthropicMessage,
  JSON_RPC_INVALID_PARAMS,
  mcpResponse,
  modelFormats,
  openAiChatMessage,
  openAiResponsesItem,
} from "./model-formats";
import type { ToolResult } from "./tool-result";

// Each format's published shape, written from the providers' documentation (docs/model-formats.md):
// strict, so a field the API does not define fails the test.
const AnthropicToolResult = z.strictObject({
  role: z.literal("user"),
  content: z.tuple([
    z.strictObject({
      type: z.literal("tool_result"),
      tool_use_id: z.string().min(1),
      content: z.string(),
      is_error: z.boolean().optional(),
    }),
  ]),
});
const OpenAiToolMessage = z.strictObject({
  role: z.literal("tool"),
  tool_call_id: z.string().min(1),
  content: z.string(),
});
const OpenAiFunctionCallOutput = z.strictObject({
  type: z.literal("function_call_output"),
  call_id: z.string().min(1),
  output: z.string(),
});
const McpCallToolResponse = z.strictObject({
  jsonrpc: z.literal("2.0"),
  id: z.number(),
  result: z.strictObject({
    content: z.array(z.strictObject({ type: z.literal("text"), text: z.string() })),
    isError: z.boolean().optional(),
  }),
});
const JsonRpcError = z.strictObject({
  jsonrpc: z.literal("2.0"),
  id: z.number(),
  error: z.strictObject({ code: z.number().int(), message: z.string().min(1) }),
});

const output = { value: 20 };
const ok: ToolResult = { status: "ok", tool: "calculator", output };
const slow: ToolResult = { status: "timeout", tool: "weather", error: "no answer within 2000 ms" };
const unknown: ToolResult = { status: "invalid_args", tool: "calculater", error: "unknown tool: calculater" };
const badArgs: ToolResult = { status: "invalid_args", tool: "calculator", error: "expression: expected a string" };

describe("the envelope as each model API reads it", () => {
  it("gives Anthropic a tool_result block tied by tool_use_id, flagged is_error only on failure", () => {
    const success = AnthropicToolResult.parse(anthropicMessage({ result: ok, step: "success", callId: "c1" }));
    expect(success.content[0]).toEqual({ type: "tool_result", tool_use_id: "c1", content: JSON.stringify(output) });
    const failure = AnthropicToolResult.parse(anthropicMessage({ result: slow, step: "timeout", callId: "c2" }));
    expect(failure.content[0].is_error).toBe(true);
    expect(failure.content[0].content).toMatch(/^Error \(timeout\) from weather: /);
  });

  it("gives OpenAI only text tied by the call id, so the text itself says the call failed", () => {
    const chat = OpenAiToolMessage.parse(openAiChatMessage({ result: slow, step: "timeout", callId: "c3" }));
    const responses = OpenAiFunctionCallOutput.parse(
      openAiResponsesItem({ result: slow, step: "timeout", callId: "c3" }),
    );
    expect(chat.tool_call_id).toBe("c3");
    expect(responses.call_id).toBe("c3");
    for (const text of [chat.content, responses.output]) expect(text).toMatch(/^Error \(timeout\) from weather: /);
    expect(openAiChatMessage({ result: ok, step: "success", callId: "c3" }).content).toBe(JSON.stringify(output));
  });

  it("answers MCP with an isError result for tool failures and bad arguments", () => {
    for (const [result, step] of [
      [slow, "timeout"],
      [badArgs, "validation"],
    ] as const) {
      const response = McpCallToolResponse.parse(mcpResponse({ result, step, callId: "c4" }, 7));
      expect(response.id).toBe(7);
      expect(response.result.isError).toBe(true);
    }
    const success = McpCallToolResponse.parse(mcpResponse({ result: ok, step: "success", callId: "c4" }, 7));
    expect(success.result.isError).toBe(false);
  });

  it("answers MCP with a JSON-RPC invalid-params error for an unknown tool: same envelope status, other answer", () => {
    const response = JsonRpcError.parse(mcpResponse({ result: unknown, step: "unknown-tool", callId: "c5" }, 2));
    expect(response.error).toEqual({ code: JSON_RPC_INVALID_PARAMS, message: "Unknown tool: calculater" });
  });

  it("lists the four formats, each carrying the same call id where the format has one", () => {
    const formats = modelFormats({ result: slow, step: "timeout", callId: "call-42" });
    expect(formats.map((format) => format.id)).toEqual(["anthropic", "openai-chat", "openai-responses", "mcp"]);
    const withId = formats.filter((format) => format.id !== "mcp").map((format) => JSON.stringify(format.value));
    for (const json of withId) expect(json).toContain('"call-42"');
  });
});
