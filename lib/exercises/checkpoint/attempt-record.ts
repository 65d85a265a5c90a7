import { z } from "zod";
import type { CheckpointAnswers } from "./answers";
import type { FeedbackItem, QuestionResult } from "./grade";

const Id = z.string().max(80);

const FeedbackItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  explanation: z.string(),
  chosen: z.boolean(),
  correct: z.boolean(),
}) satisfies z.ZodType<FeedbackItem>;

/** The checkpoint's answer sheet: question id → chosen option ids, or step ids in order. */
export const CheckpointAttemptAnswers = z.record(Id, z.array(Id)) satisfies z.ZodType<CheckpointAnswers["answers"]>;
/** gradeCheckpoint's `questions`, one per question, before any key was withheld. */
export const CheckpointAttemptVerdicts = z.array(
  z.object({
    id: z.string(),
    correct: z.boolean(),
    answered: z.boolean(),
    section: z.string(),
    feedback: z.array(FeedbackItemSchema),
    inPlace: z.number().int().min(0).optional(),
    withheld: z.literal("too-many-picked").optional(),
    prompt: z.string().max(2000).optional(),
  }),
) satisfies z.ZodType<QuestionResult[]>;
