import type { Page } from "@playwright/test";
import { ATTEMPTS_VERSION, type AttemptHistory, attemptsKey } from "@/lib/exercises/checkpoint/attempts";
import { MATCH_PROGRESS_VERSION, type MatchProgress, matchProgressKey } from "@/lib/exercises/match/progress";
import { COURSE_MAP_VERSION, type CourseRecord, courseKey } from "@/lib/progress/course-map";
import { memoryStore } from "@/lib/progress/memory-store";
import { saveVersioned } from "@/lib/progress/versioned-store";

/**
 * What the widgets would have stored, written by the app's own writer (saveVersioned)
 * under the app's keys and versions, so a seeded browser holds exactly the shape a
 * student's browser holds.
 */
export function storedProgress(
  slug: string,
  parts: { match?: MatchProgress; checkpoint?: AttemptHistory; course?: CourseRecord },
): Record<string, string> {
  const store = memoryStore();
  if (parts.course) saveVersioned(store, courseKey(slug), COURSE_MAP_VERSION, parts.course);
  if (parts.match) saveVersioned(store, matchProgressKey(slug), MATCH_PROGRESS_VERSION, parts.match);
  if (parts.checkpoint) saveVersioned(store, attemptsKey(slug), ATTEMPTS_VERSION, parts.checkpoint);
  return Object.fromEntries(store.data);
}

/** Puts `entries` into localStorage before any page script runs. */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Everything this origin stores, for a test that must prove nothing changed. */
export const readStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)) as Record<string, string>);

/** Lesson `slug`'s course map: on the index, or at the foot of its own pages. */
export const courseMap = (page: Page, slug: string) => page.locator(`[data-course-map="${slug}"]`);
