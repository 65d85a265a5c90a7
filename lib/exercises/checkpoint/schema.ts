/**
 * The authored checkpoint file (`content/lessons/<slug>/checkpoint.yaml`), as a zod
 * schema. Shape only; the sense checks (one correct option, unique ids, known
 * sections...) live in check.ts and are attached by `checkpointFileSchema`.
 */
import { z } from "zod";
import { Teaches } from "@/lib/content/ids";
import { TOOL_STATUSES } from "@/lib/envelope/tool-result";
import { RevealPolicy } from "@/lib/exercises/reveal-policy";
import { findCheckpointSenseProblems } from "./check";

/** Authored ids: no "--" and no dash at either end, which dom-ids.ts relies on. */
export const CHECKPOINT_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const Id = z
  .string()
  .regex(CHECKPOINT_ID_PATTERN, "must be lowercase letters, digits, dashes or underscores, e.g. unknown-tool");
const Text = z.string().trim().min(1, "must not be empty");

/** One answer option; `correct` marks the key and never leaves the server. */
export const CheckpointOption = z.strictObject({
  id: Id,
  text: Text,
  correct: z.boolean().default(false),
  explanation: Text,
});

/** One step of an "order the steps" question; the authored order is the right one. */
export const CheckpointStep = z.strictObject({ id: Id, text: Text, explanation: Text });

const common = {
  id: Id,
  prompt: Text,
  hint: Text.optional(),
  /** The id of the lesson heading this question tests, for "Review" links. */
  section: Id,
  /** The lesson's teaching points this question tests (docs/authoring.md, "Teaching points"). */
  teaches: Teaches,
};

export const SingleQuestion = z.strictObject({
  ...common,
  kind: z.literal("single"),
  options: z.array(CheckpointOption).min(2),
});
export const MultipleQuestion = z.strictObject({
  ...common,
  kind: z.literal("multiple"),
  options: z.array(CheckpointOption).min(2),
});
export const PredictQuestion = z.strictObject({
  ...common,
  kind: z.literal("predict"),
  /** A short TypeScript snippet or scenario, highlighted at build time. */
  code: Text,
  options: z.array(CheckpointOption.extend({ id: z.enum(TOOL_STATUSES) })),
});
export const OrderQuestion = z.strictObject({
  ...common,
  kind: z.literal("order"),
  steps: z.array(CheckpointStep).min(3),
});

export const CheckpointQuestion = z.discriminatedUnion("kind", [
  SingleQuestion,
  MultipleQuestion,
  PredictQuestion,
  OrderQuestion,
]);

/** The whole file, shape only. */
export const CheckpointShape = z.strictObject({
  title: Text.default("Check your understanding"),
  passMark: z.number().int().min(0).max(100).default(80),
  /** When the key and every explanation are shown: after a pass, or after this many attempts. */
  reveal: RevealPolicy,
  questions: z.array(CheckpointQuestion).min(1),
});

export type CheckpointOption = z.output<typeof CheckpointOption>;
export type CheckpointStep = z.output<typeof CheckpointStep>;
export type CheckpointQuestion = z.output<typeof CheckpointQuestion>;
export type Checkpoint = z.output<typeof CheckpointShape>;
export type QuestionKind = CheckpointQuestion["kind"];

/**
 * The schema a checkpoint file is read with: the shape plus every sense check, so
 * readDataFile reports both with the file, line and field. `sectionIds` are the
 * lesson's heading ids; when given, each question's `section` must be one of them.
 */
export function checkpointFileSchema(sectionIds?: readonly string[]) {
  return CheckpointShape.superRefine((checkpoint, ctx) => {
    for (const issue of findCheckpointSenseProblems(checkpoint, sectionIds)) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
}
