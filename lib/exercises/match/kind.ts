import { defineExerciseKind } from "@/lib/exercises/exercise-kind";
import { MatchAttemptAnswers, MatchAttemptVerdicts } from "./attempt-record";
import { checkMatchFile } from "./check-file";
import { gradeMatch } from "./grade";
import { handleMatchPost } from "./handle-post";
import { loadMatchExercise, MATCH_FILE } from "./load";
import { toPublicMatch } from "./public-view";
import { MatchExerciseSchema } from "./schema";

/** The drag-to-match exercise (docs/exercises.md). */
export const matchKind = defineExerciseKind({
  activity: "match",
  tag: "MatchExercise",
  tagDescription: "The lesson's drag-to-match exercise, read from match.yaml in the lesson folder.",
  label: "Matching exercise",
  file: MATCH_FILE,
  schema: MatchExerciseSchema,
  title: "Drag-to-match exercise (docs/exercises.md)",
  check: ({ file, scenarioIds, otherScenarios, tableRowsAbove }) =>
    checkMatchFile(file, scenarioIds, otherScenarios, tableRowsAbove),
  load: loadMatchExercise,
  publicView: (_slug, exercise, arrange) => toPublicMatch(exercise, arrange),
  grade: (exercise, placements) => {
    const { score, total, passed, cards } = gradeMatch(exercise, placements);
    return { score, max: total, passed, verdicts: cards };
  },
  attempt: { answers: MatchAttemptAnswers, verdicts: MatchAttemptVerdicts },
  endpoint: (slug, request, { scores }) => handleMatchPost(slug, request, { load: loadMatchExercise, scores }),
});
