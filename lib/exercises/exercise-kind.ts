/**
 * The contract every exercise kind keeps (Perseus' widget/scorer split, PrairieLearn's
 * generate/grade): one folder declares its authored file, the checks on it, what the
 * browser may see, how answers are graded, what the results store keeps of an attempt,
 * and when the key may be shown. lib/exercise-kinds/registry.ts lists the kinds; the
 * content check, the JSON Schemas and the dashboard's reading of stored attempts find
 * kinds there, and so does the one grading route, so a new kind is its folder plus one
 * registry line.
 */

import type { z } from "zod";
import type { ContentProblem } from "@/lib/content/problems";
import type { OutlineTableRow } from "@/lib/content/tag-uses";
import type { QuestionDrawer } from "./checkpoint/draws";
import type { ScoreService } from "./score-service";
import type { Arrange } from "./served-order";

/** What the content check knows about the lesson around one kind's data file. */
export type KindLessonFacts = {
  slug: string;
  /** The lessons folder the lesson is in. */
  dir: string;
  /** Absolute path of this kind's data file; the check runs only when it exists. */
  file: string;
  /** The lesson's heading ids; undefined when lesson.mdx does not parse. */
  headingIds: readonly string[] | undefined;
  /** The lesson's scenario ids; null when scenarios.yaml cannot be read. */
  scenarioIds: readonly string[] | null;
  /** Scenario id -> the other lesson that owns it. */
  otherScenarios: ReadonlyMap<string, string>;
  /** lesson.mdx reads and outlines: checks that need its front matter may run. */
  lessonReads: boolean;
  /** The table rows lesson.mdx shows above this kind's tag (all of them when the tag is absent). */
  tableRowsAbove: readonly OutlineTableRow[];
};

/** What a grader returns: the score, whether it passes, and the per-item verdicts the store keeps. */
export type Graded<Verdicts> = { score: number; max: number; passed: boolean; verdicts: Verdicts };

/**
 * Whom a grade is for, where graders share a resource: the kata's pool gives each client a
 * fair share (lib/kata/server/fair-queue.ts), so two learners must never pass the same one.
 */
export type GradeContext = { client: string };

/** What a kind's grading endpoint is given; lib/composition-root.ts wires the server's. */
export type GradingServices<A extends string> = {
  /** Who is graded, the score token and the gradebook. */
  scores: () => ScoreService<A>;
  /**
   * The key generated items draw their seeds with (HMAC): the same on every replica, never
   * sent anywhere, so a browser never learns a seed and with it, through the public
   * generator, the key.
   */
  itemKey: () => Uint8Array;
  /** The questions a checkpoint draws for each attempt (lib/exercises/checkpoint/draws.ts). */
  drawer: () => QuestionDrawer;
  /**
   * Records a once-only value (a graded draw's ticket) until `expiresAt`, for every
   * replica: true the first time, false ever after. Throws when the store cannot answer.
   */
  spendOnce: (value: string, expiresAt: Date) => Promise<boolean>;
  /**
   * Takes `items` generated items (the engine runs each) from the budget of the client
   * `request` came from: 0 when it may go on, else the seconds it must wait (lib/http/rate-limit.ts).
   */
  itemBudget: (request: Request, items: number) => number;
};

/** Loads lesson `slug`'s data for a kind, sync or async; the kind keeps the loader's own type. */
export type KindLoader = (slug: string, dir?: string) => unknown;
/** What a kind's loader gives, once awaited and known to be there. */
export type KindData<L extends KindLoader> = NonNullable<Awaited<ReturnType<L>>>;

export type ExerciseKind<
  A extends string = string,
  L extends KindLoader = KindLoader,
  View = unknown,
  Answers = never,
  Verdicts = unknown,
  T extends string = string,
> = {
  /** The kind's name in URLs, score tokens and the results store ("match"). */
  activity: A;
  /** The lesson tag that shows it ("MatchExercise"), written bare and once; components/mdx renders it. */
  tag: T;
  /** What the tag shows, for the tag list in docs and content:check's messages. */
  tagDescription: string;
  /** Its name as a student reads it on the course map ("Matching exercise"). */
  label: string;
  /**
   * False for a kind that is never graded (practice): it signs no score token, is no LTI
   * target, and on the course map it shows progress without holding a part back.
   */
  graded?: false;
  /** Its data file beside lesson.mdx ("match.yaml"). */
  file: string;
  /**
   * What besides the data file decides a grade, when something does (the kata's rule ids):
   * the score token's content version hashes it with the file, so changing it is a new edition.
   */
  gradedBy?: string;
  /**
   * Other files of the lesson folder that decide a grade when they are there (the checkpoint's
   * drawn questions come from practice.yaml): hashed into the content version after the file.
   */
  gradedWith?: readonly string[];
  /** The file's schema as an author writes it (JSON Schema for editors); sense checks are in `check`. */
  schema: z.ZodType;
  /** The JSON Schema's title, with the doc that explains the file. */
  title: string;
  /** Every problem with the file: its shape, then sense checks against the lesson. Never throws for bad content. */
  check: (lesson: KindLessonFacts) => ContentProblem[] | Promise<ContentProblem[]>;
  /** The lesson's data with its key; null when the lesson has none. Throws ContentError when the file is wrong. */
  load: L;
  /** What the browser may see: no key, items in the order `arrange` gives. */
  publicView(slug: string, data: KindData<L>, arrange: Arrange): View;
  /** Grades `answers` against the key, for `context.client`. */
  grade(data: KindData<L>, answers: Answers, context: GradeContext): Graded<Verdicts> | Promise<Graded<Verdicts>>;
  /**
   * POST /api/lessons/<slug>/<activity>: the kind's grading endpoint, Request in, Response
   * out (one route serves every kind through the registry: lib/exercise-kinds/grading-route.ts).
   */
  endpoint(slug: string, request: Request, services: GradingServices<A>): Promise<Response>;
  /** What the results store keeps of a graded attempt, read back with these schemas. */
  attempt: { answers: z.ZodType<Answers>; verdicts: z.ZodType<Verdicts> };
};

/**
 * Declares a kind, inferring its types from the parts, so each part is checked against
 * the others (the grader takes what the loader gives, the attempt schemas fit the grader).
 */
export function defineExerciseKind<
  const A extends string,
  L extends KindLoader,
  View,
  Answers,
  Verdicts,
  const T extends string,
>(kind: ExerciseKind<A, L, View, Answers, Verdicts, T>): ExerciseKind<A, L, View, Answers, Verdicts, T> {
  return kind;
}
