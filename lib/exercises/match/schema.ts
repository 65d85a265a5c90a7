import { z } from "zod";
import { MatchCardId, ScenarioId, Teaches } from "@/lib/content/ids";
import { RevealPolicy } from "@/lib/exercises/reveal-policy";
import { SandboxStateSchema } from "@/lib/sandbox/sandbox-state";
import { type MatchCategory, statusCategories } from "./categories";
import { findMatchSenseProblems } from "./check";
import { MATCH_STATUSES, type MatchStatus } from "./statuses";

/** Limits that keep the exercise readable on a 360 px phone. */
export const MATCH_LIMITS = {
  minCards: 8,
  maxCards: 12,
  // The phone's sticky bar holds two rows of two places; more would cover the cards.
  minCategories: 2,
  maxCategories: 4,
  categoryLabel: 40,
  promptLength: 300,
  cardText: 140,
  description: 120,
  explanation: 600,
  note: 400,
} as const;

const text = (max: number) => z.string().trim().min(1, "is empty").max(max, `is longer than ${max} characters`);
const oneLine = (max: number) => text(max).refine((value) => !value.includes("\n"), "must fit on one line");

/** Lowercase words joined by dashes or underscores, so the four statuses are valid category ids too. */
export const CategoryId = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, "must be lowercase words joined by dashes or underscores, e.g. retry-now")
  .describe("The category's id: what cards name in `status:`. Lowercase words joined by dashes or underscores.");

const MatchCategorySchema = z.strictObject({
  id: CategoryId,
  label: oneLine(MATCH_LIMITS.categoryLabel).describe(
    `The category's name as the student sees and hears it (one line, at most ${MATCH_LIMITS.categoryLabel} characters).`,
  ),
  description: oneLine(MATCH_LIMITS.description)
    .optional()
    .describe(`One line under the label that says what belongs here (at most ${MATCH_LIMITS.description} characters).`),
});

const MatchCardSchema = z.strictObject({
  id: MatchCardId.describe("The card's id: lowercase words joined by dashes, unique in the file."),
  text: oneLine(MATCH_LIMITS.cardText).describe(
    `What the student reads on the card (one line, at most ${MATCH_LIMITS.cardText} characters).`,
  ),
  // Checked against the categories in check.ts, so a typo gets "did you mean" and the real list.
  status: z
    .string()
    .describe(
      "The right answer: one of the four statuses (ok, invalid_args, tool_error, timeout), or a category id when the file declares `categories:`.",
    ),
  explanation: text(MATCH_LIMITS.explanation).describe(
    `Why the answer is right; shown once the card is right or the answers are revealed (at most ${MATCH_LIMITS.explanation} characters).`,
  ),
  // Keys are checked in check.ts, so a typo gets a message naming the real categories.
  misconceptions: z
    .record(z.string(), text(MATCH_LIMITS.note))
    .refine((notes) => Object.keys(notes).length > 0, "needs a note for at least one wrong status")
    .describe(
      `Wrong place → why it is wrong, shown to a student who picks it. At least one; keys are statuses or category ids other than the card's own (at most ${MATCH_LIMITS.note} characters each).`,
    ),
  scenario: ScenarioId.optional().describe(
    'Id of a scenario in this lesson\'s scenarios.yaml that replays the card (the "Run this scenario" link).',
  ),
  sandbox: SandboxStateSchema.optional().describe(
    'An inline sandbox state that replays the card, for the "Run this scenario" link.',
  ),
  teaches: Teaches.describe("The lesson's teaching points this card practises (docs/authoring.md)."),
});

const StatusTargets = z
  .strictObject(
    Object.fromEntries(
      MATCH_STATUSES.map((status) => [
        status,
        oneLine(MATCH_LIMITS.description).describe(`One line that says what ${status} means in this exercise.`),
      ]),
    ) as Record<MatchStatus, ReturnType<typeof oneLine>>,
  )
  .describe(
    `The four statuses as the places, each with one line (at most ${MATCH_LIMITS.description} characters). Leave out when the file declares \`categories:\`.`,
  );

/**
 * An authored drag-to-match exercise: content/lessons/<slug>/match.yaml. The file
 * gives either `targets:` (the four statuses) or `categories:` (its own); the parsed
 * value always has `categories`, so nothing downstream tells the two apart except
 * by `customCategories`, which only changes words.
 */
export const MatchExerciseSchema = z
  .strictObject({
    prompt: text(MATCH_LIMITS.promptLength).describe(
      `The instruction above the cards (at most ${MATCH_LIMITS.promptLength} characters).`,
    ),
    targets: StatusTargets.optional(),
    categories: z
      .array(MatchCategorySchema)
      .min(MATCH_LIMITS.minCategories, `needs at least ${MATCH_LIMITS.minCategories} categories`)
      .max(MATCH_LIMITS.maxCategories, `has more than ${MATCH_LIMITS.maxCategories} categories`)
      .optional()
      .describe(
        `The lesson's own places, in the order shown (${MATCH_LIMITS.minCategories} to ${MATCH_LIMITS.maxCategories}). Leave out to use the four statuses with \`targets:\`.`,
      ),
    cards: z
      .array(MatchCardSchema)
      .min(MATCH_LIMITS.minCards, `needs at least ${MATCH_LIMITS.minCards} cards`)
      .max(MATCH_LIMITS.maxCards, `has more than ${MATCH_LIMITS.maxCards} cards`)
      .describe(`The cards to place (${MATCH_LIMITS.minCards} to ${MATCH_LIMITS.maxCards}).`),
    reveal: RevealPolicy.describe(
      'When "Show answers" is allowed: after a pass (every card right), or after `afterAttempts` checks.',
    ),
  })
  .superRefine((exercise, ctx) => {
    for (const problem of findMatchSenseProblems(exercise)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  })
  .transform(({ targets, categories, ...rest }) => ({
    ...rest,
    categories: categories ?? (targets ? statusCategories(targets) : []),
    customCategories: categories !== undefined,
  }));

export type MatchExercise = z.output<typeof MatchExerciseSchema>;
export type MatchCard = MatchExercise["cards"][number];
export type { MatchCategory };
