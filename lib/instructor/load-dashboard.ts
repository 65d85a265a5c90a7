/**
 * The dashboard for a scope, read from the results store and checked against the
 * lessons in content/. Server-only; the page and the CSV route share it
 * (lib/composition-root.ts gives it the process's store).
 */
import { listLessons } from "@/lib/content/lessons";
import { exerciseKind } from "@/lib/exercise-kinds/registry";
import type { Store } from "@/lib/store/open-store";
import type { ResultsScope } from "./class-results";
import { buildDashboard, type Dashboard, type LessonContent } from "./dashboard-model";
import { type DateRange, inDateRange, NO_DATE_RANGE } from "./date-range";
import { readClassResults } from "./read-class-results";

/** The dashboard of `scope`, counting only the attempts graded on a day of `range` (passbacks all, as they stand now). */
export async function loadDashboard(
  store: Store,
  scope: ResultsScope,
  range: DateRange = NO_DATE_RANGE,
): Promise<Dashboard> {
  const read = await readClassResults(store, scope);
  const results = { ...read, attempts: read.attempts.filter((a) => inDateRange(a.createdAt, range)) };
  const slugs = new Set([...results.attempts, ...results.passbacks].map((a) => a.slug));
  const titles = new Map(listLessons().map((l) => [l.slug, l.frontMatter.title]));
  const contents = new Map<string, LessonContent | null>();
  for (const slug of slugs) contents.set(slug, await lessonContent(slug, titles.get(slug)));
  return buildDashboard(results, (slug) => contents.get(slug) ?? null);
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
  };
}
