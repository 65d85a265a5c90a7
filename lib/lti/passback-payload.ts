/**
 * What a queued passback row holds: which registration it goes to and the AGS score body
 * as it will be posted. Parsed when written and again when the worker reads it back, so
 * a row edited by hand fails its delivery with a message rather than the worker.
 */
import { z } from "zod";
import type { Score } from "./ags";

export const PassbackPayload = z.object({
  issuer: z.string().min(1),
  clientId: z.string().min(1),
  score: z.object({
    userId: z.string().min(1),
    scoreGiven: z.number().min(0),
    scoreMaximum: z.number().positive(),
    activityProgress: z.literal("Completed"),
    gradingProgress: z.literal("FullyGraded"),
    timestamp: z.iso.datetime({ offset: true }),
  }),
});
export type PassbackPayload = z.output<typeof PassbackPayload>;

/** The Score postScore sends, from a stored payload. */
export function scoreOfPayload(payload: PassbackPayload): Score {
  const { userId, scoreGiven, scoreMaximum, timestamp } = payload.score;
  return { userId, scoreGiven, scoreMaximum, timestamp: new Date(timestamp) };
}
