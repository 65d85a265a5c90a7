import { z } from "zod";
import type { CardGrade } from "./grade";
import { CategoryId } from "./schema";
import type { Placements } from "./statuses";

const Id = z.string().max(80);
// NOTE: a category id, not only one of the four statuses: a lesson may declare its own
// categories, and a row that named only statuses here read back as unreadable.
const Placement = CategoryId.max(80).nullable();

/** The match's placements: card id → category id (a status by default), or null for a card left in the pool. */
export const MatchAttemptAnswers = z.record(Id, Placement) satisfies z.ZodType<Placements>;
/** gradeMatch's `cards`, one per card of the exercise. */
export const MatchAttemptVerdicts = z.array(
  z.object({
    id: z.string(),
    chosen: Placement,
    correct: z.boolean(),
    explanation: z.string().optional(),
    misconception: z.string().optional(),
    answer: CategoryId.max(80).optional(),
    sandboxHref: z.string().optional(),
  }),
) satisfies z.ZodType<CardGrade[]>;
