/**
 * What a kata asks the student to write, and so what their module must export: the first
 * kata's ToolsLayer class, or the translator kata's four functions (one per model format).
 * One list for the host (strip-types.ts refuses early) and the harness (which loads them).
 */

/** Each model format the translator kata asks for, and the function that writes it. */
export const TRANSLATOR_FORMATS = [
  { id: "anthropic", exportName: "anthropicMessage" },
  { id: "openai-chat", exportName: "openAiChatMessage" },
  { id: "openai-responses", exportName: "openAiResponsesItem" },
  { id: "mcp", exportName: "mcpResponse" },
] as const;
export type TranslatorFormat = (typeof TRANSLATOR_FORMATS)[number]["id"];
export const TRANSLATOR_FORMAT_IDS = TRANSLATOR_FORMATS.map((format) => format.id) as [
  TranslatorFormat,
  ...TranslatorFormat[],
];

export const SUBMISSION_EXPORTS = {
  layer: { names: ["ToolsLayer"], missing: "export a class named ToolsLayer" },
  translator: {
    names: TRANSLATOR_FORMATS.map((format) => format.exportName),
    missing: "export the four functions anthropicMessage, openAiChatMessage, openAiResponsesItem and mcpResponse",
  },
} as const;

/** Which kata a submission answers: "layer" (the first kata) or "translator". */
export type SubmissionKind = keyof typeof SUBMISSION_EXPORTS;
