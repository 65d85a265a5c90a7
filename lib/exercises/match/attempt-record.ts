import { z } from "zod";
import type { CardGrade } from "./grade";
import { MATCH_STATUSES, type Placements } from "./statuses";

const Id = z.string().max(80);
const Placement = z.enum(MATCH_STATUSES).nullable();

/** The match's placements: card id → status, or null for a card left in the pool. */
export const MatchAttemptAnswers = z.record(Id, Placement) satisfies z.ZodType<Placements>;
/** gradeMatch's `cards`, one per card of the exercise. */
export const MatchAttemptVerdicts = z.array(
  z.object({
    id: z.string(),
    chosen: Placement,
    correct: z.boolean(),
    explanation: z.string().optional(),
    misconception: z.string().optional(),
    answer: z.enum(MATCH_STATUSES).optional(),
    sandboxHref: z.string().optional(),
  }),
) satisfies z.ZodType<CardGrade[]>;
