import { describe, expect, it } from "vitest";
import { mcpResponse } from "@/lib/envelope/model-formats";
import type { TranslatorCounterexample } from "@/lib/kata/translator/verdict";
import { verdictGrader } from "./announcements";
import { describeTranslation, isTranslation } from "./describe-translation";

const call = {
  result: { status: "invalid_args", tool: "search", error: "unknown tool: search" },
  step: "unknown-tool",
  callId: "toolu_01",
} as const;
const found: TranslatorCounterexample = {
  case: { calls: [{ format: "mcp", call, requestId: 7 }] },
  callIndex: 0,
  expected: JSON.parse(JSON.stringify(mcpResponse(call, 7))),
  got: { kind: "resolved", value: { jsonrpc: "2.0", id: 7, result: { content: [], isError: true } } },
  problem: "only an unknown tool is an MCP protocol error",
};

describe("describeTranslation", () => {
  it("shows the call as the student writes it, the envelope it got, and both answers as indented JSON", () => {
    const view = describeTranslation(found);
    expect(view.source).toBe("mcpResponse(call, 7)");
    expect(JSON.parse(view.input)).toEqual(call);
    expect(view.expected).toContain('"code": -32602');
    expect(view.got).toContain('"isError": true');
    expect(view.problem).toBe(found.problem);
    expect(isTranslation(found)).toBe(true);
  });

  it("says a thrown function in words, and calls the other formats with the call alone", () => {
    const threw = describeTranslation({
      ...found,
      case: { calls: [{ format: "openai-chat", call, requestId: 1 }] },
      got: { kind: "escaped", message: "result.output is undefined" },
    });
    expect(threw.source).toBe("openAiChatMessage(call)");
    expect(threw.got).toBe("your function threw: result.output is undefined");
  });

  it("tells the translator kata's verdicts from the first kata's by their rules", () => {
    expect(verdictGrader({ rules: [{ id: "call-id" }, { id: "mcp-protocol-error" }] })).toBe("translator");
    expect(verdictGrader({ rules: [{ id: "unknown-tool" }, { id: "nothing-escapes" }] })).toBe("layer");
  });
});
