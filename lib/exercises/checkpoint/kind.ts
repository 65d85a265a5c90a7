import { defineExerciseKind } from "@/lib/exercises/exercise-kind";
import { CheckpointAttemptAnswers, CheckpointAttemptVerdicts } from "./attempt-record";
import { checkCheckpointFile } from "./check-file";
import { gradeCheckpoint } from "./grade";
import { handleCheckpointPost } from "./handle-post";
import { CHECKPOINT_FILE, loadCheckpoint } from "./load";
import { toPublicCheckpoint } from "./public-view";
import { CheckpointShape } from "./schema";

/** The graded checkpoint (docs/checkpoint.md). */
export const checkpointKind = defineExerciseKind({
  activity: "checkpoint",
  tag: "Checkpoint",
  tagDescription: "The lesson's graded checkpoint, read from checkpoint.yaml beside lesson.mdx.",
  label: "Checkpoint",
  file: CHECKPOINT_FILE,
  // Its drawn questions come from the lesson's practice templates (docs/practice.md).
  gradedWith: ["practice.yaml"],
  schema: CheckpointShape,
  title: "Graded checkpoint (docs/checkpoint.md)",
  check: ({ file, headingIds }) => checkCheckpointFile(file, headingIds),
  load: loadCheckpoint,
  publicView: (slug, { checkpoint, sections }, arrange) => toPublicCheckpoint(slug, checkpoint, sections, arrange),
  grade: ({ checkpoint }, answers) => {
    const { score, max, passed, questions } = gradeCheckpoint(checkpoint, answers);
    return { score, max, passed, verdicts: questions };
  },
  attempt: { answers: CheckpointAttemptAnswers, verdicts: CheckpointAttemptVerdicts },
  endpoint: (slug, request, { scores, drawer, spendOnce, itemBudget }) =>
    handleCheckpointPost(slug, request, {
      load: loadCheckpoint,
      scores,
      drawer: drawer(),
      spendOnce,
      itemBudget: (items) => itemBudget(request, items),
    }),
});
