/**
 * The authored checkpoint file (`content/lessons/<slug>/checkpoint.yaml`), as a zod
 * schema. Shape only; the sense checks (one correct option, unique ids, known
 * sections...) live in check.ts and are attached by `checkpointFileSchema`.
 */
import { z } from "zod";
import { Teaches } from "@/lib/content/ids";
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import { RevealPolicy } from "@/lib/exercises/reveal-policy";

/** Authored ids: no "--" and no dash at either end, which dom-ids.ts relies on. */
export const CHECKPOINT_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const Id = z
  .string()
  .regex(CHECKPOINT_ID_PATTERN, "must be lowercase letters, digits, dashes or underscores, e.g. unknown-tool");
const Text = z.string().trim().min(1, "must not be empty");

/** One answer option; `correct` marks the key and never leaves the server. */
export const CheckpointOption = z.strictObject({
  id: Id.describe("The option's id, unique in its question. For predict: one of the four statuses."),
  text: Text.describe("The answer as the student reads it."),
  correct: z.boolean().default(false).describe("true on the right answer(s); never sent to the browser."),
  explanation: Text.describe("The note a student reads after picking this option; write it to stand alone."),
});

/** One step of an "order the steps" question; the authored order is the right one. */
export const CheckpointStep = z.strictObject({
  id: Id.describe("The step's id, unique in its question."),
  text: Text.describe("The step as the student reads it. Write the steps in the right order."),
  explanation: Text.describe("Why the step belongs where it is."),
});

const common = {
  id: Id.describe("The question's id: lowercase letters, digits, dashes or underscores, unique in the file."),
  prompt: Text.describe("The question."),
  hint: Text.optional().describe("Optional: a nudge shown on request, before answering."),
  /** The id of the lesson heading this question tests, for "Review" links. */
  section: Id.describe(
    'The id of the lesson heading this question tests ("## Where the deadline lives" → where-the-deadline-lives).',
  ),
  /** The lesson's teaching points this question tests (docs/authoring.md, "Teaching points"). */
  teaches: Teaches.describe("The lesson's teaching points this question tests."),
};
const Options = (min: number) =>
  z.array(CheckpointOption).min(min).describe("The options, in any order: the page shuffles them.");

export const SingleQuestion = z.strictObject({
  ...common,
  kind: z.literal("single").describe("One right option among at least two."),
  options: Options(2),
});
export const MultipleQuestion = z.strictObject({
  ...common,
  kind: z.literal("multiple").describe("One or more right options among at least two."),
  options: Options(2),
});
export const PredictQuestion = z.strictObject({
  ...common,
  kind: z.literal("predict").describe("Predict the status a snippet ends with; the options are the four statuses."),
  /** A short TypeScript snippet or scenario, highlighted at build time. */
  code: Text.describe("A short TypeScript snippet; content:check runs it and it must print the right option's id."),
  options: z
    .array(CheckpointOption.extend({ id: z.enum(TOOL_STATUSES).describe("One of the four statuses.") }))
    .describe("Exactly the four statuses, one of them correct."),
});
export const OrderQuestion = z.strictObject({
  ...common,
  kind: z.literal("order").describe("Put at least three steps in order."),
  steps: z.array(CheckpointStep).min(3).describe("The steps, written in the right order; the page shuffles them."),
});

export const CheckpointQuestion = z.discriminatedUnion("kind", [
  SingleQuestion,
  MultipleQuestion,
  PredictQuestion,
  OrderQuestion,
]);

/** The whole file, shape only. */
export const CheckpointShape = z.strictObject({
  title: Text.default("Check your understanding").describe("The checkpoint's heading."),
  passMark: z.number().int().min(0).max(100).default(80).describe("The whole percent needed to pass, 0 to 100."),
  /** When the key and every explanation are shown: after a pass, or after this many attempts. */
  reveal: RevealPolicy.describe("When the answers are shown: after a pass, or after `afterAttempts` attempts."),
  questions: z
    .array(CheckpointQuestion)
    .min(1)
    .describe("At least one question; kind is single, multiple, predict or order."),
});

export type CheckpointOption = z.output<typeof CheckpointOption>;
export type CheckpointStep = z.output<typeof CheckpointStep>;
export type CheckpointQuestion = z.output<typeof CheckpointQuestion>;
export type Checkpoint = z.output<typeof CheckpointShape>;
export type QuestionKind = CheckpointQuestion["kind"];
