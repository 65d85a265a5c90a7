/**
 * The translator kata's oracle: what the lab's own translation (lib/envelope/model-formats.ts)
 * writes for a translation, computed on the host; and reading a part of a JSON answer.
 */
import { anthropicMessage, mcpResponse, openAiChatMessage, openAiResponsesItem } from "@/lib/envelope/model-formats";
import type { TranslatorFormat } from "../submission-kinds";
import type { Json } from "../verdict";
import type { TranslatorCall } from "./verdict";

const WRITERS: Record<TranslatorFormat, (call: TranslatorCall) => unknown> = {
  anthropic: ({ call }) => anthropicMessage(call),
  "openai-chat": ({ call }) => openAiChatMessage(call),
  "openai-responses": ({ call }) => openAiResponsesItem(call),
  mcp: ({ call, requestId }) => mcpResponse(call, requestId),
};

/** The reference translation of `translation`, as JSON (what crosses from the engine is JSON too). */
export function expectedTranslation(translation: TranslatorCall): Json {
  return JSON.parse(JSON.stringify(WRITERS[translation.format](translation)));
}

/** The JSON value at `path` (own keys and array indexes only), or undefined where there is none. */
export function at(value: Json | undefined, ...path: (string | number)[]): Json | undefined {
  let here = value;
  for (const step of path) {
    if (typeof here !== "object" || here === null) return undefined;
    if (Array.isArray(here) !== (typeof step === "number")) return undefined;
    if (!Object.hasOwn(here, step)) return undefined;
    here = (here as Record<string | number, Json>)[step];
  }
  return here;
}
