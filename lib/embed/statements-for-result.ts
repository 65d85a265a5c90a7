import type { ExerciseResult } from "./protocol";
import { buildStatement, type StatementInput, type XapiActor, type XapiStatement } from "./xapi";

const NAMES = {
  match: "Match failures to statuses",
  checkpoint: "Checkpoint",
  kata: "Kata: write the tools layer",
} as const;

/**
 * The statements a checked exercise produces: `answered`, `completed`, then `passed` or
 * `failed` by the server's pass rule. `completed` and the verdict carry the server's
 * score token, so a course site can verify any reported score.
 */
export function statementsForResult(
  result: ExerciseResult,
  context: { siteOrigin: string; actor?: XapiActor; durationMs: number; now?: Date },
): XapiStatement[] {
  const base: Omit<StatementInput, "verb"> = {
    activityId: `${context.siteOrigin}/lessons/${result.slug}#${result.kind}`,
    activityName: NAMES[result.kind],
    score: { raw: result.score, max: result.max },
    durationMs: context.durationMs,
    actor: context.actor,
    now: context.now,
  };
  const graded = { ...base, success: result.passed, completion: true, scoreToken: result.scoreToken };
  return [
    buildStatement({ ...base, verb: "answered" }),
    buildStatement({ ...base, verb: "completed", completion: true, scoreToken: result.scoreToken }),
    buildStatement({ ...graded, verb: result.passed ? "passed" : "failed" }),
  ];
}
