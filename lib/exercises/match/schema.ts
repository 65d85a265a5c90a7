import { z } from "zod";
import { MatchCardId, ScenarioId, Teaches } from "@/lib/content/ids";
import { RevealPolicy } from "@/lib/exercises/reveal-policy";
import { SandboxStateSchema } from "@/lib/sandbox/sandbox-state";
import { findMatchSenseProblems } from "./check";
import { MATCH_STATUSES } from "./statuses";

/** Limits that keep the exercise readable on a 360 px phone. */
export const MATCH_LIMITS = {
  minCards: 8,
  maxCards: 12,
  promptLength: 300,
  cardText: 140,
  description: 120,
  explanation: 600,
  note: 400,
} as const;

const text = (max: number) => z.string().trim().min(1, "is empty").max(max, `is longer than ${max} characters`);
const oneLine = (max: number) => text(max).refine((value) => !value.includes("\n"), "must fit on one line");

const MatchCardSchema = z.strictObject({
  id: MatchCardId,
  text: oneLine(MATCH_LIMITS.cardText),
  status: z.enum(MATCH_STATUSES, `must be one of: ${MATCH_STATUSES.join(", ")}`),
  explanation: text(MATCH_LIMITS.explanation),
  // Keys are checked in check.ts, so a typo gets a message naming the real statuses.
  misconceptions: z
    .record(z.string(), text(MATCH_LIMITS.note))
    .refine((notes) => Object.keys(notes).length > 0, "needs a note for at least one wrong status"),
  /** Id of a sandbox scenario (content/lessons/<slug>/scenarios.yaml) that replays this card. */
  scenario: ScenarioId.optional(),
  /** The sandbox state that replays this card, used for the "Run this scenario" link. */
  sandbox: SandboxStateSchema.optional(),
  /** The lesson's teaching points this card practises (docs/authoring.md, "Teaching points"). */
  teaches: Teaches,
});

/** An authored drag-to-match exercise: content/lessons/<slug>/match.yaml. */
export const MatchExerciseSchema = z
  .strictObject({
    prompt: text(MATCH_LIMITS.promptLength),
    targets: z.strictObject(
      Object.fromEntries(MATCH_STATUSES.map((status) => [status, oneLine(MATCH_LIMITS.description)])) as Record<
        (typeof MATCH_STATUSES)[number],
        ReturnType<typeof oneLine>
      >,
    ),
    cards: z
      .array(MatchCardSchema)
      .min(MATCH_LIMITS.minCards, `needs at least ${MATCH_LIMITS.minCards} cards`)
      .max(MATCH_LIMITS.maxCards, `has more than ${MATCH_LIMITS.maxCards} cards`),
    /** When "Show answers" is allowed: after a pass (every card right), or after this many checks. */
    reveal: RevealPolicy,
  })
  .superRefine((exercise, ctx) => {
    for (const problem of findMatchSenseProblems(exercise)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  });

export type MatchExercise = z.output<typeof MatchExerciseSchema>;
export type MatchCard = MatchExercise["cards"][number];
