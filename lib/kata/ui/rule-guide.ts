/**
 * Reads what the kata's results say about each rule (content/lessons/<slug>/kata/rules.yaml):
 * a title in the student's words and the lesson section to reread, with that heading's
 * text. Server-only (reads files); the page gets the plain result as a prop.
 */
import path from "node:path";
import { z } from "zod";
import { LESSONS_DIR, readLessonSource } from "@/lib/content/lesson-files";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { outlineLesson } from "@/lib/content/tag-uses";
import { KATA_RULE_IDS, type KataRuleId } from "@/lib/kata/verdict";

/** The file beside lesson.mdx, relative to the lesson folder. */
export const KATA_RULES_FILE = path.join("kata", "rules.yaml");

export type RuleGuideEntry = { id: KataRuleId; title: string; sectionId: string; sectionTitle: string };

/** Every rule id must have an entry, and every section must be a heading of the lesson. */
export function ruleGuideSchema(headingIds: readonly string[]) {
  const entry = z.strictObject({
    title: z.string().min(1),
    section: z.string().refine((id) => headingIds.includes(id), {
      message: `is not a heading id of lesson.mdx (known: ${headingIds.join(", ")})`,
    }),
  });
  return z.strictObject({
    rules: z.strictObject(
      Object.fromEntries(KATA_RULE_IDS.map((id) => [id, entry])) as Record<KataRuleId, typeof entry>,
    ),
  });
}

/** The rule guide of lesson `slug`, in the order rules are checked; throws ContentError naming the file and field. */
export function loadRuleGuide(slug: string, dir: string = LESSONS_DIR): RuleGuideEntry[] {
  const source = readLessonSource(slug, dir);
  if (!source.ok) throw new ContentError(source.problems);
  const outline = outlineLesson(source.value.body, source.value.bodyLineOffset);
  const titles = new Map((outline?.headings ?? []).map((heading) => [heading.id, heading.text]));
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, KATA_RULES_FILE);
  const result = readDataFile(file, ruleGuideSchema([...titles.keys()]));
  if (!result.ok) throw new ContentError(result.problems);
  return KATA_RULE_IDS.map((id) => {
    const { title, section } = result.value.rules[id];
    return { id, title, sectionId: section, sectionTitle: titles.get(section) ?? section };
  });
}
