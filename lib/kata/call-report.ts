/**
 * What came of one call, as the harness saw it: part of a case's report, and the whole of a
 * live call's (the sandbox's "my layer"). Its own file so the sandbox page can check a
 * worker's answer without importing the engine and its harness.
 */
import { z } from "zod";
import { JsonSchema, OutcomeSchema } from "./verdict";

export const CallReportSchema = z.strictObject({
  outcome: OutcomeSchema,
  toolCalls: z.number().int().min(0),
  receivedArgs: JsonSchema.optional(),
});
export type CallReport = z.infer<typeof CallReportSchema>;
