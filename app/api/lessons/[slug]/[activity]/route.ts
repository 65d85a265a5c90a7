import { serverGradingServices } from "@/lib/composition-root";
import { gradingRoute } from "@/lib/exercise-kinds/grading-route";
import { EXERCISE_KINDS } from "@/lib/exercise-kinds/registry";

/**
 * POST /api/lessons/{slug}/{activity}: grades an attempt at the lesson's exercise of that
 * kind (match, checkpoint, kata, practice: docs/exercises.md, docs/checkpoint.md, docs/kata.md, docs/practice.md).
 */
export const { POST, GET, HEAD, PUT, PATCH, DELETE } = gradingRoute(EXERCISE_KINDS, serverGradingServices);
