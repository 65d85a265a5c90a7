import { LESSONS_DIR, listLessonSlugs, readLessonSource } from "@/lib/content/lesson-files";
import { type CheckedProblem, checkLesson } from "@/lib/exercise-kinds/check-content";
import { exerciseKind } from "@/lib/exercise-kinds/registry";
import type { LoadedCheckpoint } from "@/lib/exercises/checkpoint/load";
import type { MatchExercise } from "@/lib/exercises/match/schema";
import { loadScenarios, type Scenario } from "@/lib/sandbox/scenarios";

/** Everything the instructor preview shows for one lesson, answers included. Server-only. */
export type PreviewData = {
  slug: string;
  title: string;
  problems: CheckedProblem[];
  match: MatchExercise | null;
  checkpoint: LoadedCheckpoint | null;
  scenarios: Scenario[];
};

/**
 * Loads a lesson for the instructor preview without ever throwing for bad content:
 * a part that cannot be loaded is left out (null or empty) and the content check's
 * problems say why, so a broken lesson shows its problems instead of crashing.
 * Returns null when no lesson folder has that slug.
 */
export async function loadPreview(slug: string, dir: string = LESSONS_DIR): Promise<PreviewData | null> {
  if (!listLessonSlugs(dir).includes(slug)) return null;
  const source = readLessonSource(slug, dir);
  return {
    slug,
    title: source.ok ? source.value.frontMatter.title : slug,
    problems: await checkLesson(slug, dir),
    match: attempt(() => exerciseKind("match").load(slug, dir), null),
    checkpoint: await exerciseKind("checkpoint")
      .load(slug, dir)
      .catch(() => null),
    scenarios: attempt(() => loadScenarios(slug, dir), []),
  };
}

function attempt<T>(load: () => T, fallback: T): T {
  try {
    return load();
  } catch {
    return fallback;
  }
}
