import { outlineParts } from "@/lib/content/exercise-lesson";
import { LESSONS_DIR, readLessonSource } from "@/lib/content/lesson-files";
import { lessonPath, sectionHref } from "@/lib/content/lesson-parts";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import type { KataChoice } from "@/lib/sandbox/sandbox-state";
import { hasKata } from "./has-kata";

/**
 * Lesson `slug`'s kata as the sandbox offers it, with a link to the kata's title on the
 * page of the part that holds the <Kata /> tag; `null` when the lesson has no kata.
 */
export function kataChoice(slug: string, dir: string = LESSONS_DIR): KataChoice | null {
  if (!hasKata(slug, dir)) return null;
  const source = readLessonSource(slug, dir);
  if (!source.ok) return null;
  const outlined = outlineParts(source.value);
  const section = outlined?.outline.uses.find((use) => use.name === "Kata")?.section;
  const href = outlined && section ? sectionHref(outlined.parts, section, KATA_IDS.title) : lessonPath(slug);
  return { slug, title: source.value.frontMatter.title, href };
}
