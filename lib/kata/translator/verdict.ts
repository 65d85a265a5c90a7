/**
 * The translator kata's verdict: the first kata's shape (verdict.ts) with its own rules, cases
 * and counterexamples. A case is a list of translations, each one envelope through one format.
 */
import { z } from "zod";
import { STEP_IDS } from "@/lib/envelope/steps";
import { ToolResultSchema } from "@/lib/envelope/tool-result";
import { TRANSLATOR_FORMAT_IDS } from "../submission-kinds";
import { JsonSchema, OutcomeSchema, verdictSchemaOf } from "../verdict";

/** The rules a translator is graded on, in the order they are checked and shown (rules.ts). */
export const TRANSLATOR_RULE_IDS = [
  "call-id",
  "model-text",
  "error-flag",
  "no-openai-flag",
  "mcp-protocol-error",
  "exact-fields",
  "nothing-escapes",
] as const;
export type TranslatorRuleId = (typeof TRANSLATOR_RULE_IDS)[number];

/** One translation: `format`'s function called with the ModelFacingCall (and, for MCP, the request id). */
export const TranslatorCallSchema = z.strictObject({
  format: z.enum(TRANSLATOR_FORMAT_IDS),
  call: z.strictObject({ result: ToolResultSchema, step: z.enum(STEP_IDS), callId: z.string() }),
  requestId: z.number().int().min(0),
});
export type TranslatorCall = z.infer<typeof TranslatorCallSchema>;

export const TranslatorCaseSchema = z.strictObject({ calls: z.array(TranslatorCallSchema).min(1) });
export type TranslatorCase = z.infer<typeof TranslatorCaseSchema>;

/** The smallest case found that breaks a rule: the translation, what model-formats.ts writes, and what came back. */
export const TranslatorCounterexampleSchema = z.strictObject({
  case: TranslatorCaseSchema,
  callIndex: z.number().int().min(0),
  expected: JsonSchema,
  got: OutcomeSchema,
  problem: z.string(),
});
export type TranslatorCounterexample = z.infer<typeof TranslatorCounterexampleSchema>;

export const TranslatorRuleVerdictSchema = z.strictObject({
  id: z.enum(TRANSLATOR_RULE_IDS),
  passed: z.boolean(),
  counterexample: TranslatorCounterexampleSchema.optional(),
});
export type TranslatorRuleVerdict = z.infer<typeof TranslatorRuleVerdictSchema>;

export const TranslatorVerdictSchema = verdictSchemaOf(TranslatorRuleVerdictSchema);
export type TranslatorVerdict = z.infer<typeof TranslatorVerdictSchema>;
