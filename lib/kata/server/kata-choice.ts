import { outlineParts } from "@/lib/content/exercise-lesson";
import { LESSONS_DIR, readLessonSource } from "@/lib/content/lesson-files";
import { lessonPath, sectionHref } from "@/lib/content/lesson-parts";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import type { KataChoice } from "@/lib/sandbox/sandbox-state";
import { hasKata } from "./has-kata";

/** How many lesson texts' answers are kept (a course has a handful of lessons; a studio draft is one more). */
const CHOICES_KEPT = 16;
const choices = new Map<string, KataChoice | null>();

/**
 * Lesson `slug`'s kata as the sandbox offers it, with a link to the kata's title on the
 * page of the part that holds the <Kata /> tag; `null` when the lesson has no kata.
 *
 * Finding the part means parsing the lesson's Markdown, 25-85 ms for the two lessons on
 * this machine, and /sandbox, rendered per request, asks for every lesson: so the answer is
 * kept, keyed by the lesson's text, and an edited lesson is read afresh.
 */
export function kataChoice(slug: string, dir: string = LESSONS_DIR): KataChoice | null {
  if (!hasKata(slug, dir)) return null;
  const source = readLessonSource(slug, dir);
  if (!source.ok) return null;
  // The answer depends on the slug, the front matter (title, how the lesson is cut into
  // parts) and the body.
  const key = `${slug}\0${JSON.stringify(source.value.frontMatter)}\0${source.value.body}`;
  if (choices.has(key)) {
    const kept = choices.get(key);
    return kept ? { ...kept } : null;
  }
  const outlined = outlineParts(source.value);
  const section = outlined?.outline.uses.find((use) => use.name === "Kata")?.section;
  const href = outlined && section ? sectionHref(outlined.parts, section, KATA_IDS.title) : lessonPath(slug);
  const choice = { slug, title: source.value.frontMatter.title, href };
  choices.set(key, choice);
  if (choices.size > CHOICES_KEPT) choices.delete(choices.keys().next().value as string);
  return { ...choice };
}
