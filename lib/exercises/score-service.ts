/**
 * What a grading endpoint needs from the services, as a port: whom it grades, the signed
 * score token, and the gradebook under an LTI launch. Exercise kinds call it and import
 * no service; lib/lti/score-service.ts implements it and lib/composition-root.ts hands
 * it to the routes, so the layers run one way.
 */
import { z } from "zod";
import type { AttemptRecord } from "./reveal-policy";

/** An xAPI agent as a host names it (the same limits as the embed's hello). */
export const LearnerAgent = z.strictObject({
  objectType: z.literal("Agent"),
  name: z.string().max(200).optional(),
  mbox: z.string().startsWith("mailto:").max(320).optional(),
  account: z.strictObject({ homePage: z.url().max(500), name: z.string().min(1).max(200) }).optional(),
});
export type LearnerAgent = z.output<typeof LearnerAgent>;

/** Fields a grading request may add to its body. */
export const TokenRequestFields = {
  /** The learner the host named at the embed handshake; anonymous without it. */
  learner: LearnerAgent.optional(),
  /** The last score token this browser got for the same exercise, to count attempts. */
  previousToken: z.string().max(4096).optional(),
  /** The signed LTI launch session from the page's #lti_session; when valid, its learner replaces `learner` (lib/lti/grading-learner.ts). */
  ltiSession: z.string().max(16_384).optional(),
};
export type ScoreRequest = { learner?: LearnerAgent; previousToken?: string; ltiSession?: string };

/**
 * An exercise of kind `A`. The port names no kind: each endpoint sees its own kind's name,
 * and the services take the registry's union (lib/exercise-kinds/registry.ts).
 */
export type Exercise<A extends string = string> = { lesson: string; activity: A };
/** `drawn`: a checkpoint's drawn questions, scored on their own (pass-rule.ts), and their seed, named in the token so the grade can be checked again. */
export type Graded<A extends string = string> = Exercise<A> & {
  score: number;
  max: number;
  passMark: number;
  drawn?: { seed: number; score: number; max: number };
};
/** `record` is what the new token proves, with a pass on the previous attempt carried over (the reveal policy reads it). */
export type Issued =
  | { ok: true; token: string; attempt: number; record: AttemptRecord }
  | { ok: false; response: Response };

/** What the response tells the learner about the gradebook; absent when the attempt has no placement. */
export type GradebookNotice =
  | { saved: true; attempt: number; sent: "queued" | "no-line-item" }
  | { saved: false; message: string };

/** A practice answer as the server judged it: the item's seed stands for it (lib/practice/serve.ts). */
export type PracticeKept = { concept: string; ticket: string; seed: number; right: boolean };

/** One learner's scores on one exercise, settled for one request. */
export type GradedLearner<A extends string = string> = {
  /** The learner of a verified launch session that names one; whom shared resources count instead of an address. */
  launchLearner?: { issuer: string; sub: string };
  /** The learner's record so far (the results store's count or the token chain); 400 for a forged previousToken. */
  previous(): Promise<{ ok: true; claims: AttemptRecord | null } | { ok: false; response: Response }>;
  /** Signs `graded` as the next attempt. */
  issue(graded: Graded<A>): Promise<Issued>;
  /**
   * Keeps an ungraded practice answer in the course of a verified session that names the
   * learner, for the dashboard (docs/practice.md); true when kept, false when there is no
   * such session, the ticket was kept before, or the store failed. Never throws.
   */
  keepPractice(answer: PracticeKept): Promise<boolean>;
  /** Keeps the graded attempt for the course's gradebook; never throws. */
  keep(attempt: {
    graded: Graded<A>;
    passed: boolean;
    answers: unknown;
    verdicts: unknown;
  }): Promise<GradebookNotice | undefined>;
};

/**
 * The port for exercises of the kinds `A`. A property, not a method, so the type check
 * holds it to its kinds: a service for the registry's kinds serves any one of them, and
 * never a kind the registry lacks.
 */
export interface ScoreService<A extends string = string> {
  /** Whom `body` is graded as: a launch session's learner replaces the body's; a bad session is its 401/403. */
  learner: (
    body: ScoreRequest,
    exercise: Exercise<A>,
  ) => Promise<{ ok: true; learner: GradedLearner<A> } | { ok: false; response: Response }>;
}
