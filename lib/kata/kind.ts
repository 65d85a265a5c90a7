import { defineExerciseKind } from "@/lib/exercises/exercise-kind";
import { KataAttemptAnswers, KataAttemptVerdicts } from "./attempt-record";
import { checkKata } from "./content/check";
import { KATA_FILE, loadKata } from "./content/load";
import { toPublicKata } from "./content/public-view";
import { KataShape } from "./content/schema";
import { handleKataPost } from "./server/handle-post";
import { hasKata } from "./server/has-kata";
import { kataScore } from "./server/kata-score";
import type { SubmissionKind } from "./submission-kinds";
import { KATA_RULE_IDS } from "./verdict";

/**
 * Grades `source` on the server's pool with `client`'s share of it: the one way both the
 * kind's grader and its endpoint grade. The pool loads on first use, so a page that only
 * lists kinds never starts it.
 */
const gradeOnPool = async (source: string, client: string, grader: SubmissionKind) =>
  (await import("./server/default-pool")).kataGradingPool().grade(source, client, grader);

/** Which kata lesson `slug` has: the ToolsLayer (layer) or the translator (kata.yaml's `grader`). */
const graderOf = async (slug: string) => (await loadKata(slug))?.kata.grader ?? "layer";

/** Lesson `slug`'s reference solution; the endpoint asks only once hasKata said there is a kata. */
const referenceOf = async (slug: string) => {
  const loaded = await loadKata(slug);
  if (!loaded) throw new Error(`lesson ${slug} has no kata`);
  return loaded.reference;
};

/** The kata: the student writes the lesson's ToolsLayer (docs/kata.md). */
export const kataKind = defineExerciseKind({
  activity: "kata",
  tag: "Kata",
  tagDescription:
    "An editor where the student writes the lesson's ToolsLayer, checked against its rules; reads kata.yaml beside lesson.mdx and the starter it names.",
  label: "Kata",
  file: KATA_FILE,
  // Adding or reordering a rule changes the grade as editing kata.yaml does.
  gradedBy: `rules:${KATA_RULE_IDS.join(",")}`,
  schema: KataShape,
  title: "Kata (docs/kata.md)",
  // The file is checked against the lesson's headings and points, so only once lesson.mdx reads.
  check: ({ slug, dir, lessonReads }) => (lessonReads ? checkKata(slug, dir) : []),
  load: loadKata,
  publicView: (slug, loaded) => toPublicKata(slug, loaded),
  // On the server's grading pool, as the endpoint grades, with the client's own share of it.
  // A full pool is an error here: the endpoint answers 503.
  grade: async ({ kata }, answers: { source: string }, { client }) => {
    const answer = await gradeOnPool(answers.source, client, kata.grader);
    if (answer.kind !== "verdict") throw new Error(`the grading pool is full; retry in ${answer.retryAfterSeconds} s`);
    const { score, max, passed } = kataScore(answer.verdict, kata.grader);
    return { score, max, passed, verdicts: answer.verdict };
  },
  attempt: { answers: KataAttemptAnswers, verdicts: KataAttemptVerdicts },
  endpoint: (slug, request, { scores }) =>
    handleKataPost(slug, request, { hasKata, grade: gradeOnPool, grader: graderOf, scores, reference: referenceOf }),
});
