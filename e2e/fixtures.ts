import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { ElementContext, RunOptions } from "axe-core";
import { outlineParts } from "@/lib/content/exercise-lesson";
import { LESSONS_DIR, listLessonSlugs, readLessonSource } from "@/lib/content/lesson-files";
import { lessonPath, partOf, sectionHref } from "@/lib/content/lesson-parts";
import { EMBED_WIDGETS } from "@/lib/embed/protocol";
import { KATA_FILE } from "@/lib/kata/content/load";
import { recordDraws } from "./draw-log";

/**
 * Every test fails if the page logs a console error or throws, so "no console
 * errors on any page" is checked everywhere rather than in one place. Every test's page
 * also records the checkpoint draws it receives (draw-log.ts).
 */
export const test = base.extend<{ consoleErrors: string[]; drawLog: undefined }>({
  drawLog: [
    async ({ page }, use) => {
      recordDraws(page);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_SCAN_BUDGET_MS = 60_000;

/** axe-core's browser build, put into a page once per document (axeViolations). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
};

/**
 * Runs axe-core in the page itself (put there first if this document lacks it) and returns
 * its violations, one readable line each.
 * NOTE: @axe-core/playwright's analyze() took 3-4 s a scan on a lesson page against
 * 0.6-0.9 s for the same rules run here (it injects into every frame and finishes each run
 * in a page of its own), and the specs scan about 120 times. Our pages frame nothing.
 */
async function axeViolations(page: Page, context: ElementContext): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const { violations } = await axe.run(context as ElementContext, options as RunOptions);
      return violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
    },
    { context: context as unknown, options: AXE_OPTIONS as unknown },
  );
}

/** Runs axe (WCAG 2.x A and AA plus best practices) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A full scan of the long lesson page takes seconds on a quiet machine and far more
  // on a busy one: give each scan its own minute on top of the test's budget, so the
  // scan's length, not the machine's load, is what the timeout measures.
  test.info().setTimeout(test.info().timeout + AXE_SCAN_BUDGET_MS);
  const exclude = (await markTargetsUnderStickyBars(page)) ? [[`[${UNDER_STICKY}]`]] : [];
  const summary = await axeViolations(page, { include: [[include ?? "html"]], exclude });
  await page.evaluate((name) => {
    for (const element of document.querySelectorAll(`[${name}]`)) element.removeAttribute(name);
  }, UNDER_STICKY);
  expect(summary, "axe violations").toEqual([]);
}

const UNDER_STICKY = "data-axe-under-sticky";
/** How long the layout must hold still before a scan, and the most frames to wait for it. */
const STILL_LAYOUT = { name: UNDER_STICKY, stillFrames: 5, maxFrames: 600 };

/**
 * Marks the controls that the page's scroll has slid partly under a sticky or fixed bar
 * (the site header) at the moment of a scan, and says whether there were any. axe-core's
 * target-size rule places a position: sticky element as if it did not stick
 * (dequelabs/axe-core#3720), so a button half under the header reads as a too-small
 * target. Which button that is depends only on where a drag left the scroll; each one is
 * scanned whole at the scroll positions of the other scans.
 */
async function markTargetsUnderStickyBars(page: Page): Promise<boolean> {
  return page.evaluate(async ({ name, stillFrames, maxFrames }) => {
    // A click can start a smooth scroll that is still running when the scan begins; the
    // marks must describe the layout axe will read, so wait until nothing on the page
    // moves for a few frames in a row (a ceiling of frames, not of wall-clock time).
    const controls = "a[href], button, input, select, textarea, summary";
    const layout = () =>
      [window.scrollX, window.scrollY]
        .concat(
          [...document.querySelectorAll<HTMLElement>(controls)].flatMap((element) => {
            const box = element.getBoundingClientRect();
            return [box.left, box.top, box.width, box.height];
          }),
        )
        .join(",");
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = layout();
    for (let frame = 0, still = 0; still < stillFrames && frame < maxFrames; frame++) {
      await nextFrame();
      const now = layout();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const bars = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const { position } = getComputedStyle(element);
      return position === "sticky" || position === "fixed";
    });
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    let marked = false;
    for (const target of document.querySelectorAll<HTMLElement>(controls)) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const under = bars.some(
        (bar) => !bar.contains(target) && !target.contains(bar) && overlaps(box, bar.getBoundingClientRect()),
      );
      if (under) {
        target.setAttribute(name, "");
        marked = true;
      }
    }
    return marked;
  }, STILL_LAYOUT);
}

/** Pins the theme the way a returning reader's stored choice would, before any script runs. */
export async function useStoredTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("envelope-lab:theme", value), theme);
}

export const LESSON_SLUG = "error-envelope";
/** The lesson's first page (its first part). */
export const LESSON_PATH = lessonPath(LESSON_SLUG);

/**
 * The page of lesson `slug` that holds the first `tag` (a widget), planned the way the
 * app plans its parts, so a spec follows the tag when an author moves it to another part.
 */
export function lessonPathOf(
  tag: "Sandbox" | "MatchExercise" | "Kata" | "Checkpoint" | "Practice",
  slug: string = LESSON_SLUG,
) {
  const source = readLessonSource(slug);
  if (!source.ok) throw new Error(`${slug}: ${JSON.stringify(source.problems)}`);
  const outlined = outlineParts(source.value);
  const use = outlined?.outline.uses.find((entry) => entry.name === tag);
  if (!outlined || !use) throw new Error(`${slug} has no <${tag} />`);
  return partOf(outlined.parts, use.section ?? "").path;
}

/** Every page of every lesson: each lesson's parts, in reading order. */
export function lessonPartPaths(): string[] {
  return listLessonSlugs().flatMap((slug) => partPathsOf(slug) ?? [lessonPath(slug)]);
}

/** The page of every part of the lessons cut into parts (`parts:` is optional); lessons of one page are left out. */
export function partedLessonPaths(): string[] {
  return listLessonSlugs().flatMap((slug) => partPathsOf(slug) ?? []);
}

function partPathsOf(slug: string): string[] | undefined {
  const source = readLessonSource(slug);
  if (!source.ok) throw new Error(`${slug}: ${JSON.stringify(source.problems)}`);
  return outlineParts(source.value)?.parts.map((part) => part.path);
}

/** Where a link to heading `headingId` of lesson `slug` leads: the page of its part, then the anchor. */
export function lessonSectionHref(headingId: string, slug: string = LESSON_SLUG) {
  const source = readLessonSource(slug);
  if (!source.ok) throw new Error(`${slug}: ${JSON.stringify(source.problems)}`);
  const outlined = outlineParts(source.value);
  if (!outlined?.outline.headingIds.includes(headingId)) throw new Error(`${slug} has no heading "${headingId}"`);
  return sectionHref(outlined.parts, headingId);
}

export const SANDBOX_LESSON_PATH = lessonPathOf("Sandbox");
export const MATCH_LESSON_PATH = lessonPathOf("MatchExercise");
export const KATA_LESSON_PATH = lessonPathOf("Kata");
export const CHECKPOINT_LESSON_PATH = lessonPathOf("Checkpoint");

/**
 * Wakes a lazy island the way a reader does, by pointing at it, and waits until its
 * widget has taken over. The hover counts only once the placeholder is hydrated
 * (`data-island`): before that no listener hears it. Loading a widget on a busy or
 * throttled machine can outlast the default expect timeout, so both waits get a
 * longer ceiling; they still end as soon as the condition holds.
 */
export async function wakeIsland(island: Locator) {
  await expect(island).toHaveAttribute("data-island", /.+/, { timeout: ISLAND_WAKE_MS });
  await island.hover();
  await expect(island).toHaveAttribute("data-ready", "true", { timeout: ISLAND_WAKE_MS });
}

const ISLAND_WAKE_MS = 30_000;

/** A lesson with a kata (not every lesson has one), for the kata's embed. */
export const KATA_SLUG =
  listLessonSlugs().find((slug) => existsSync(path.join(LESSONS_DIR, slug, KATA_FILE))) ?? LESSON_SLUG;

/** Every embed a course site frames: each lesson whole, and each widget on a lesson that has it. */
export function embedPaths(): string[] {
  const slugs = listLessonSlugs();
  const [first = LESSON_SLUG] = slugs;
  return [
    ...slugs.map((slug) => `/embed/${slug}`),
    ...EMBED_WIDGETS.map((widget) => `/embed/${widget === "kata" ? KATA_SLUG : first}/${widget}`),
  ];
}
