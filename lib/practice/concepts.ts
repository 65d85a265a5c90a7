/**
 * The concepts practice covers, each as one or more asks: what the question is about, which
 * scenarios it draws from, the closed set of answers (one per engine outcome, so two choices
 * can never both be right), and how an engine observation reads as one of them.
 */
import { anthropicMessage, mcpResponse } from "@/lib/envelope/model-formats";
import type { STEP_IDS } from "@/lib/envelope/steps";
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import type { ConceptId } from "./concept-ids";
import { type Observation, PRACTICE_CALL_ID } from "./run-scenario";
import type { ScenarioPool } from "./scenario";

export interface Ask {
  concept: ConceptId;
  pool: ScenarioPool;
  /** Answer id -> the words a learner reads; every id is a distinct engine outcome. */
  answers: Readonly<Record<string, string>>;
  /** The answer id the observation means, or undefined when it is none of them. */
  outcome(observed: Observation): string | undefined;
}

const statuses = Object.fromEntries(TOOL_STATUSES.map((status) => [status, status]));

const STEP_WORDS: Record<(typeof STEP_IDS)[number], string> = {
  "unknown-tool": "unknown-tool: the check of the tool's name",
  validation: "validation: the check of the arguments",
  success: "success: the tool's answer",
  timeout: "timeout: the deadline",
  "catch-all": "catch-all: anything the tool threw",
};

/** The head of what the model reads: `Error (status/code)`, or the output itself. */
const HEADS = [
  "the tool's output as JSON",
  "Error (invalid_args/unknown_tool)",
  "Error (invalid_args/bad_arguments)",
  "Error (timeout/deadline)",
  "Error (tool_error/internal)",
  "Error (tool_error/unavailable)",
  "Error (tool_error/not_found)",
  "Error (tool_error/bad_arguments)",
];

function headOf(observed: Observation): string {
  const [block] = anthropicMessage({ ...observed, callId: PRACTICE_CALL_ID }).content;
  return /^Error \([^)]+\)/.exec(block.content)?.[0] ?? (HEADS[0] as string);
}

function mcpShape(observed: Observation): string {
  const response = mcpResponse({ ...observed, callId: PRACTICE_CALL_ID }, 1);
  if ("error" in response) return "protocol-error";
  return response.result.isError ? "is-error" : "not-error";
}

function ending({ result, work, delivered }: Observation): string {
  if (result.status === "ok") return "in-time";
  if (result.status !== "timeout") return "failed";
  if (delivered > 0) return "cut-after-effect";
  return work.some((record) => record.endedAt === null) ? "cut-running" : "cut-stopped";
}

/** Every ask, by id; a template names one. */
export const ASKS: Readonly<Record<string, Ask>> = {
  status: { concept: "status", pool: "any", answers: statuses, outcome: (o) => o.result.status },
  step: { concept: "step", pool: "any", answers: STEP_WORDS, outcome: (o) => o.step },
  attempts: {
    concept: "retry",
    pool: "retry",
    answers: { "1": "1 attempt", "2": "2 attempts", "3": "3 attempts", "4": "4 attempts" },
    outcome: (o) => String(o.attempts),
  },
  "final-status": { concept: "retry", pool: "retry", answers: statuses, outcome: (o) => o.result.status },
  "model-head": {
    concept: "model-message",
    pool: "any",
    answers: Object.fromEntries(HEADS.map((head) => [head, head])),
    outcome: headOf,
  },
  "mcp-shape": {
    concept: "model-message",
    pool: "any",
    answers: {
      "protocol-error": "a JSON-RPC error with code -32602, and no result",
      "is-error": "a result whose isError is true",
      "not-error": "a result whose isError is false",
    },
    outcome: mcpShape,
  },
  ending: {
    concept: "deadline",
    pool: "slow",
    answers: {
      "in-time": "The tool answers in time: ok.",
      failed: "It fails before the deadline matters.",
      "cut-stopped": "timeout at the deadline, and the work stops there too.",
      "cut-running": "timeout at the deadline, and the work never finishes.",
      "cut-after-effect": "timeout at the deadline, although the email has already gone out.",
    },
    outcome: ending,
  },
};
