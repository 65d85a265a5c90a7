import { defineExerciseKind } from "@/lib/exercises/exercise-kind";
import { KataAttemptAnswers, KataAttemptVerdicts } from "./attempt-record";
import { checkKata } from "./content/check";
import { KATA_FILE, loadKata } from "./content/load";
import { toPublicKata } from "./content/public-view";
import { KataShape } from "./content/schema";
import { gradeSubmission } from "./grade";
import { kataScore } from "./server/kata-score";

/** The kata: the student writes the lesson's ToolsLayer (docs/kata.md). */
export const kataKind = defineExerciseKind({
  activity: "kata",
  tag: "Kata",
  file: KATA_FILE,
  schema: KataShape,
  title: "Kata (docs/kata.md)",
  // The file is checked against the lesson's headings and points, so only once lesson.mdx reads.
  check: ({ slug, dir, lessonReads }) => (lessonReads ? checkKata(slug, dir) : []),
  load: loadKata,
  publicView: (slug, loaded) => toPublicKata(slug, loaded),
  // NOTE: in-process, on the server's engine with its caps; the endpoint grades on the pool instead.
  grade: async (_kata, answers: { source: string }) => {
    const { createQuickJsEngine } = await import("./server/quickjs-engine");
    const verdict = await gradeSubmission(answers.source, { engine: createQuickJsEngine });
    const { score, max, passed } = kataScore(verdict);
    return { score, max, passed, verdicts: verdict };
  },
  attempt: { answers: KataAttemptAnswers, verdicts: KataAttemptVerdicts },
  // The reference is never shown.
  reveal: () => null,
});
