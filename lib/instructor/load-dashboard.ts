/**
 * The dashboard for a scope, read from the results store and checked against the
 * lessons in content/. Server-only; the page and the CSV route share it
 * (lib/composition-root.ts gives it the process's store).
 */
import { listLessons } from "@/lib/content/lessons";
import { exerciseKind } from "@/lib/exercise-kinds/registry";
import { CONCEPT_IDS, CONCEPT_LABELS, type ConceptId } from "@/lib/practice/concept-ids";
import { practiceExecutor, practiceItem } from "@/lib/practice/serve";
import type { PracticeTemplate } from "@/lib/practice/templates";
import type { Store } from "@/lib/store/open-store";
import type { ClassPracticeAnswer, ResultsScope } from "./class-results";
import { buildDashboard, type Dashboard, type LessonContent } from "./dashboard-model";
import { type DateRange, inDateRange, NO_DATE_RANGE } from "./date-range";
import { latestMisses, type PracticeSample } from "./practice-figures";
import { readClassResults } from "./read-class-results";

/** The dashboard of `scope`, counting only the attempts graded on a day of `range` (passbacks all, as they stand now). */
export async function loadDashboard(
  store: Store,
  scope: ResultsScope,
  range: DateRange = NO_DATE_RANGE,
): Promise<Dashboard> {
  const read = await readClassResults(store, scope);
  const results = {
    ...read,
    attempts: read.attempts.filter((a) => inDateRange(a.createdAt, range)),
    practice: read.practice.filter((a) => inDateRange(a.answeredAt, range)),
  };
  const slugs = new Set([...results.attempts, ...results.passbacks, ...results.practice].map((a) => a.slug));
  const titles = new Map(listLessons().map((l) => [l.slug, l.frontMatter.title]));
  const contents = new Map<string, LessonContent | null>();
  for (const slug of slugs) contents.set(slug, await lessonContent(slug, titles.get(slug)));
  const samples = await missedSamples(results.practice);
  const sample = (slug: string, concept: string) => samples.get(`${slug}\n${concept}`) ?? null;
  return buildDashboard(results, (slug) => contents.get(slug) ?? null, { sample, now: new Date() });
}

/** Each lesson and concept's latest missed item, drawn again from its seed by the kind's own generator. */
async function missedSamples(answers: readonly ClassPracticeAnswer[]): Promise<Map<string, PracticeSample>> {
  const samples = new Map<string, PracticeSample>();
  for (const { slug, concept, seed } of latestMisses(answers)) {
    const templates = exerciseKind("practice").load(slug)?.templates;
    if (!templates || !(CONCEPT_IDS as readonly string[]).includes(concept)) continue;
    const item = await practiceItem(seed, templates, concept as ConceptId, practiceExecutor());
    const answer = item?.choices.find((choice) => choice.id === item.key)?.text;
    if (item && answer) samples.set(`${slug}\n${concept}`, { prompt: item.prompt, answer });
  }
  return samples;
}

/** A lesson's exercises; null for a lesson no longer in content/ (its attempts still count). */
async function lessonContent(slug: string, title: string | undefined): Promise<LessonContent | null> {
  if (title === undefined) return null;
  const [checkpoint, kata] = await Promise.all([
    exerciseKind("checkpoint").load(slug),
    exerciseKind("kata").load(slug),
  ]);
  return {
    title,
    checkpoint: checkpoint?.checkpoint ?? null,
    match: exerciseKind("match").load(slug),
    kataRules: kata?.kata.rules.map(({ id, title }) => ({ id, title })) ?? null,
    drawnConcepts: drawnConcepts(exerciseKind("practice").load(slug)?.templates ?? []),
  };
}

/** Section → the concepts practised under it, in words: what a drawn question that reviews it is about. */
function drawnConcepts(templates: readonly PracticeTemplate[]): Record<string, string> {
  const labels = new Map<string, Set<string>>();
  for (const { section, concept } of templates)
    if (section !== undefined) labels.set(section, (labels.get(section) ?? new Set()).add(CONCEPT_LABELS[concept]));
  return Object.fromEntries([...labels].map(([section, names]) => [section, [...names].join(", ")]));
}
