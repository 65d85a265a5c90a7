/**
 * Every tag a lesson may use: the prose tags and each registered kind's tag. The content
 * check, the compiled pages and the studio read this one set, so a kind's tag is known
 * wherever its registry line is.
 */
import { type Lesson, loadLessonWith } from "@/lib/content/lessons";
import { exerciseTagSpec, PROSE_TAGS, type TagSet } from "@/lib/content/tags";
import { type AnyExerciseKind, EXERCISE_KINDS } from "./registry";

/** The tags for `kinds`: the prose tags, then one per kind. */
export function lessonTags(kinds: readonly { tag: string; tagDescription: string }[]): TagSet {
  return {
    ...PROSE_TAGS,
    ...Object.fromEntries(kinds.map((kind) => [kind.tag, exerciseTagSpec(kind.tagDescription)])),
  };
}

export const LESSON_TAGS = lessonTags(EXERCISE_KINDS);

/** A tag name a lesson may use; components/mdx maps each to its React rendering. */
export type LessonTagName = keyof typeof PROSE_TAGS | AnyExerciseKind["tag"];

/** Loads and compiles lesson `slug` with every registered kind's tag allowed; `null` when there is no such lesson. */
export const loadLesson = (slug: string, dir?: string): Promise<Lesson | null> =>
  loadLessonWith(LESSON_TAGS, slug, dir);
