/**
 * xAPI-shaped statements that an embedded widget sends to its host page. Built by
 * pure functions so they can be checked against the xAPI rules in tests.
 */
export const ADL_VERBS = {
  answered: "http://adlnet.gov/expapi/verbs/answered",
  completed: "http://adlnet.gov/expapi/verbs/completed",
  passed: "http://adlnet.gov/expapi/verbs/passed",
  failed: "http://adlnet.gov/expapi/verbs/failed",
} as const;
export type VerbName = keyof typeof ADL_VERBS;

export type XapiActor = {
  objectType: "Agent";
  name?: string;
  mbox?: string;
  account?: { homePage: string; name: string };
};

export type XapiStatement = {
  actor: XapiActor;
  verb: { id: string; display: { "en-US": string } };
  object: {
    objectType: "Activity";
    id: string;
    definition: { name: { "en-US": string }; type: string };
  };
  result?: {
    score?: { raw: number; min: number; max: number; scaled: number };
    success?: boolean;
    completion?: boolean;
    duration?: string;
    extensions?: Record<string, unknown>;
  };
  timestamp: string;
};

/** The anonymous learner used until the host page names one at the handshake. */
export const ANONYMOUS_ACTOR: XapiActor = { objectType: "Agent", name: "Anonymous learner" };

export type StatementInput = {
  verb: VerbName;
  /** Absolute URL that identifies the exercise, e.g. https://site/lessons/x#match. */
  activityId: string;
  activityName: string;
  score?: { raw: number; max: number };
  success?: boolean;
  completion?: boolean;
  durationMs?: number;
  /** The server's signed score token (checkpoint, match or kata), for the host's server to verify. */
  scoreToken?: string;
  actor?: XapiActor;
  now?: Date;
};

export const SCORE_TOKEN_EXTENSION = "https://envelope-lab.dev/xapi/extensions/score-token";

/** Builds one statement; `scaled` is raw/max clamped to [0, 1] (0 when max is 0). */
export function buildStatement(input: StatementInput): XapiStatement {
  const result: NonNullable<XapiStatement["result"]> = {};
  if (input.score) {
    const { raw, max } = input.score;
    const scaled = max > 0 ? Math.min(1, Math.max(0, raw / max)) : 0;
    result.score = { raw, min: 0, max, scaled: Math.round(scaled * 10_000) / 10_000 };
  }
  if (input.success !== undefined) result.success = input.success;
  if (input.completion !== undefined) result.completion = input.completion;
  if (input.durationMs !== undefined) result.duration = isoDuration(input.durationMs);
  if (input.scoreToken) result.extensions = { [SCORE_TOKEN_EXTENSION]: input.scoreToken };
  return {
    actor: input.actor ?? ANONYMOUS_ACTOR,
    verb: { id: ADL_VERBS[input.verb], display: { "en-US": input.verb } },
    object: {
      objectType: "Activity",
      id: input.activityId,
      definition: { name: { "en-US": input.activityName }, type: "http://adlnet.gov/expapi/activities/assessment" },
    },
    ...(Object.keys(result).length > 0 ? { result } : {}),
    timestamp: (input.now ?? new Date()).toISOString(),
  };
}

/** Milliseconds as an ISO 8601 duration with centisecond precision, e.g. PT1M3.25S. */
export function isoDuration(ms: number): string {
  const totalCentis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(totalCentis / 360_000);
  const minutes = Math.floor((totalCentis % 360_000) / 6000);
  const seconds = (totalCentis % 6000) / 100;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || (!hours && !minutes) ? `${seconds}S` : ""}`;
}
