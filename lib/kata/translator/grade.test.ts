import { describe, expect, it } from "vitest";
import { openAiChatMessage } from "@/lib/envelope/model-formats";
import { createRealmEngine } from "../engine-realm";
import { gradeSubmission } from "../grade";
import { REFERENCE_SOURCE } from "../lesson-layers";
import { translatorSource } from "./corpus/translator-source";
import { gradeTranslator } from "./grade";
import { TRANSLATOR_RULES } from "./rules";
import { TRANSLATOR_RULE_IDS, TranslatorVerdictSchema } from "./verdict";

const grade = (source: string, runs?: { perRule: number; nothingEscapes: number }) =>
  gradeTranslator(source, { engine: createRealmEngine, ...(runs ? { runs } : {}) });

describe("gradeTranslator", () => {
  it("passes the reference translator on every rule with the default runs", async () => {
    const started = performance.now();
    const verdict = await grade(translatorSource());
    console.log(`realm engine, reference translator: ${Math.round(performance.now() - started)} ms`);
    expect(TranslatorVerdictSchema.parse(verdict)).toMatchObject({ kind: "graded", passed: true });
    expect(verdict.kind === "graded" && verdict.rules.map((rule) => rule.id)).toEqual([...TRANSLATOR_RULE_IDS]);
  });

  it("reports one translation as the counterexample, with what model-formats.ts writes for it", async () => {
    const invented = `const message = { role: "tool", tool_call_id: callId, content: modelMessage(result, callId) };
  return result.status === "ok" ? message : { ...message, is_error: true };`;
    const verdict = await grade(translatorSource({ chat: invented }), { perRule: 20, nothingEscapes: 20 });
    const rule = verdict.kind === "graded" ? verdict.rules.find((r) => r.id === "no-openai-flag") : undefined;
    const found = rule?.counterexample;
    expect(found?.case.calls).toHaveLength(1);
    const translation = found?.case.calls[0];
    expect(translation?.format).toBe("openai-chat");
    expect(found?.expected).toEqual(translation && openAiChatMessage(translation.call));
    expect(found?.got).toEqual({ kind: "resolved", value: { ...(found?.expected as object), is_error: true } });
    expect(found?.problem).toBe(TRANSLATOR_RULES.find((r) => r.id === "no-openai-flag")?.problem);
  });

  it("gives the same verdict for the same seed and source", async () => {
    const source = translatorSource({
      responses: `return { type: "function_call_output", call_id: callId, output: "done" };`,
    });
    const runs = { perRule: 15, nothingEscapes: 30 };
    expect(await grade(source, runs)).toEqual(await grade(source, runs));
  });

  it("refuses a ToolsLayer as a translator, and a translator as a ToolsLayer, naming what to export", async () => {
    const layer = await grade(REFERENCE_SOURCE);
    expect(layer).toMatchObject({ kind: "refused", refusal: { code: "no-layer" } });
    expect(layer.kind === "refused" && layer.refusal.message).toContain("openAiResponsesItem");
    const translator = await gradeSubmission(translatorSource(), { engine: createRealmEngine });
    expect(translator).toEqual({
      kind: "refused",
      refusal: { code: "no-layer", message: "export a class named ToolsLayer" },
    });
  });

  it("says each rule's problem in its own words", () => {
    const problems = TRANSLATOR_RULES.map((rule) => rule.problem);
    expect(new Set(problems).size).toBe(problems.length);
  });
});
