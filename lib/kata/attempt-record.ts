import { z } from "zod";
import { type AnyKataVerdict, AnyKataVerdictSchema } from "./grader-rules";

/** The kata's submission: the ToolsLayer source as posted. */
export const KataAttemptAnswers = z.object({ source: z.string() });
/** The grading pool's verdict: each rule passed or not, with its counterexample. */
export const KataAttemptVerdicts = AnyKataVerdictSchema satisfies z.ZodType<AnyKataVerdict>;
