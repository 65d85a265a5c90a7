/**
 * What a run of the student's kata layer in the sandbox ended with, from the watchdog's word
 * and the worker's answer: an envelope to show and trace, or a problem in plain words (the
 * code did not load, it looped, it never answered, it threw, it returned no ToolResult).
 * Pure; the worker's answer is parsed with zod here. Loaded only in "my layer" mode.
 */
import { type ToolResult, ToolResultSchema } from "@/lib/envelope/tool-result";
import { UNREADABLE } from "@/lib/kata/read-budget";
import { refusalText, secondsText } from "@/lib/kata/ui/announcements";
import { TOO_MUCH_MEMORY_WORDS } from "@/lib/kata/ui/check-result";
import { FromLayerSchema } from "@/lib/kata/ui/layer-protocol";
import type { CheckOutcome } from "@/lib/kata/ui/watchdog-grader";

export type MyLayerOutcome = { kind: "envelope"; result: ToolResult } | { kind: "problem"; message: string };

const AFTER = "The page is fine: fix it in the kata, then run again.";

/** `waitedMs`: how long the worker waits for the layer's answer before it gives up on it. */
export function toMyLayerOutcome(outcome: CheckOutcome, waitedMs: number): MyLayerOutcome {
  const problem = (message: string): MyLayerOutcome => ({ kind: "problem", message });
  switch (outcome.kind) {
    case "silent":
      return problem(
        `Your layer stopped answering (an endless loop, or memory that grows without end?), so the sandbox stopped it after ${secondsText(outcome.budgetMs)} of silence. ${AFTER}`,
      );
    case "unreadable":
      return problem(`${refusalText(UNREADABLE)} ${AFTER}`);
    case "stopped":
      return problem(`The run of your layer was stopped: ${outcome.reason}.`);
    case "worker-failed":
      return problem(
        TOO_MUCH_MEMORY_WORDS.test(outcome.message)
          ? `Your layer used too much memory, so the sandbox stopped it. ${AFTER}`
          : `The sandbox could not run your layer: ${outcome.message}.`,
      );
    case "answered":
      break;
  }
  const parsed = FromLayerSchema.safeParse(outcome.data);
  if (!parsed.success) return problem("The sandbox could not read your layer's answer.");
  const answer = parsed.data;
  if (answer.type === "refused") return problem(`${refusalText(answer.refusal)}. ${AFTER}`);
  if (answer.type === "failed") return problem(`The sandbox could not run your layer: ${answer.message}.`);
  if (answer.type !== "answered") return problem("The sandbox could not read your layer's answer.");
  const call = answer.report.outcome;
  if (call.kind === "escaped")
    return problem(
      `Your layer's run threw instead of returning an envelope: ${call.message}. A tools layer must always resolve to a ToolResult.`,
    );
  if (call.kind === "never-settled")
    return problem(
      `Your layer did not answer within ${waitedMs} ms (the deadline and a second more), so the sandbox stopped waiting. A tools layer must settle every call by its deadline. ${AFTER}`,
    );
  const result = ToolResultSchema.safeParse(call.value);
  if (!result.success)
    return problem(
      `Your layer resolved to something that is not a ToolResult: ${JSON.stringify(call.value)}. The trace only records envelopes.`,
    );
  return { kind: "envelope", result: result.data };
}
