/**
 * Everything the studio shows for a draft, read from one draft folder: the content
 * check's problems, the compiled page, and the match and checkpoint with their keys.
 * Server-only. Never throws for bad content: a part that does not load is null, and
 * the problems say why.
 */
import { type CompiledLesson, compileLesson } from "@/lib/content/compile-lesson";
import { readLessonSource } from "@/lib/content/lesson-files";
import {
  checkDraftFolder,
  type DraftProblem,
  type LessonDraftFiles,
  withLessonDraft,
} from "@/lib/exercise-kinds/lesson-draft";
import { LESSON_TAGS } from "@/lib/exercise-kinds/lesson-tags";
import { exerciseKind } from "@/lib/exercise-kinds/registry";
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import type { MatchExercise } from "@/lib/exercises/match/schema";

export type StudioDraft = {
  problems: DraftProblem[];
  /** The page as compiled from the draft; null while lesson.mdx does not compile. */
  page: CompiledLesson | null;
  match: MatchExercise | null;
  checkpoint: Checkpoint | null;
};

/** Loads lesson `slug` as `files` would make it (files not given come from `dir`). */
export function loadStudioDraft(slug: string, files: LessonDraftFiles, dir: string): Promise<StudioDraft> {
  return withLessonDraft(slug, files, dir, async (root) => {
    const problems = await checkDraftFolder(slug, root, dir);
    const source = readLessonSource(slug, root);
    const compiled = source.ok ? await compileLesson(source.value, LESSON_TAGS) : null;
    return {
      problems,
      page: compiled?.ok ? compiled.value : null,
      match: attempt(() => exerciseKind("match").load(slug, root)),
      checkpoint:
        (
          await exerciseKind("checkpoint")
            .load(slug, root)
            .catch(() => null)
        )?.checkpoint ?? null,
    };
  });
}

function attempt<T>(load: () => T | null): T | null {
  try {
    return load();
  } catch {
    return null;
  }
}
