import { z } from "zod";
import { notAHeadingMessage } from "@/lib/content/author-messages";
import { checkDataFile, isObject, objects } from "@/lib/content/check-data-files";
import { STEP_IDS } from "@/lib/envelope/steps";
import { defineExerciseKind } from "@/lib/exercises/exercise-kind";
import { asGraded, handlePracticePost, judgePractice, SeededAnswer } from "./handle-post";
import { loadPractice } from "./load";
import { toPublicPractice } from "./public-view";
import { practiceExecutor } from "./serve";
import { PRACTICE_FILE, PracticeFileSchema } from "./templates";

const PracticeVerdictSchema = z.strictObject({
  right: z.boolean(),
  key: z.string(),
  keyText: z.string(),
  step: z.enum(STEP_IDS),
});

/**
 * Practice on items the engine generates and keys (docs/practice.md). Ungraded: its
 * endpoint keeps nothing and signs no score token, so no gradebook ever counts it.
 */
export const practiceKind = defineExerciseKind({
  activity: "practice",
  tag: "Practice",
  tagDescription:
    "Practice items generated and keyed by the engine, one at a time, from practice.yaml beside lesson.mdx.",
  label: "Practice",
  graded: false,
  file: PRACTICE_FILE,
  schema: PracticeFileSchema,
  title: "Generated practice (docs/practice.md)",
  // The schema holds every rule of the file but one: a concept's section is a heading of the lesson.
  check: ({ file, headingIds }) =>
    checkDataFile(file, PracticeFileSchema, (raw) =>
      objects(isObject(raw) ? raw.concepts : []).flatMap(({ section }, at) =>
        headingIds && typeof section === "string" && !headingIds.includes(section)
          ? [{ path: ["concepts", at, "section"], message: notAHeadingMessage(section, headingIds) }]
          : [],
      ),
    ),
  load: loadPractice,
  publicView: (slug, { templates }) => toPublicPractice(slug, templates),
  grade: async (loaded, answer) => {
    const judged = await judgePractice(loaded, answer, practiceExecutor());
    if (!judged) throw new Error("the answer is none of the item's choices");
    return asGraded(judged.verdict);
  },
  attempt: { answers: SeededAnswer, verdicts: PracticeVerdictSchema },
  endpoint: (slug, request, { itemKey, scores, itemBudget }) =>
    handlePracticePost(slug, request, {
      load: loadPractice,
      key: itemKey,
      executor: practiceExecutor,
      scores,
      itemBudget: (items) => itemBudget(request, items),
    }),
});
