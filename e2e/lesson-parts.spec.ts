import { listLessons } from "@/lib/content/lessons";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";
import { expect, LESSON_SLUG, test } from "./fixtures";
import { tabTo } from "./page-helpers";

const partsNav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Parts of this lesson" });
const pager = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Previous and next part" });

// `parts:` is optional (docs/authoring.md), so a lesson of one page is left out here, not failed;
// the lessons that are cut into parts, at least one, are each walked through.
test("every part of every lesson cut into parts shows its own headings, says which part it is and marks itself in the parts list", async ({
  page,
}) => {
  const lessons = await Promise.all(listLessons().map(({ slug }) => loadLesson(slug)));
  const cut = lessons.filter((lesson) => (lesson?.parts.length ?? 0) > 1);
  expect(cut.length, "lessons cut into parts").toBeGreaterThan(0);
  for (const lesson of cut) {
    const parts = lesson?.parts ?? [];
    for (const part of parts) {
      await page.goto(part.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson?.frontMatter.title ?? "");
      await expect(page.locator("[data-part-line]")).toHaveText(
        `Part ${part.number} of ${parts.length}: ${part.title}`,
      );
      const h2 = part.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text);
      await expect(page.locator(".prose-lesson h2"), part.path).toHaveText(h2);
      const links = partsNav(page).getByRole("link");
      await expect(links).toHaveCount(parts.length);
      await expect(partsNav(page).locator('[aria-current="page"]')).toHaveAttribute("href", part.path);
    }
  }
});

test("a reader with a mouse goes through the parts with the next and previous links", async ({ page }) => {
  const parts = (await loadLesson(LESSON_SLUG))?.parts ?? [];
  const [first, second] = parts;
  if (!first || !second) throw new Error("the lesson has at least two parts");
  await page.goto(first.path);
  await expect(pager(page).getByRole("link", { name: /Previous part/ })).toHaveCount(0);
  await pager(page)
    .getByRole("link", { name: /Next part/ })
    .click();
  await expect(page).toHaveURL(second.path);
  await expect(page.locator("[data-part-line]")).toContainText(`Part 2 of ${parts.length}`);
  await pager(page)
    .getByRole("link", { name: /Previous part/ })
    .click();
  await expect(page).toHaveURL(first.path);
  // The parts list jumps straight to the last part, whose pager has no next part.
  const last = parts.at(-1);
  await partsNav(page)
    .getByRole("link", { name: new RegExp(`${last?.title}$`) })
    .click();
  await expect(page).toHaveURL(last?.path ?? "");
  await expect(pager(page).getByRole("link", { name: /Next part/ })).toHaveCount(0);
});

test("keyboard only: Tab and Enter move to the next part, and focus starts at the top of the new page", async ({
  page,
}) => {
  const parts = (await loadLesson(LESSON_SLUG))?.parts ?? [];
  const [first, second, third] = parts;
  if (!first || !second || !third) throw new Error("the lesson has at least three parts");
  await page.goto(first.path);
  await tabTo(page, 'nav[aria-label="Previous and next part"] a[rel="next"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(second.path);
  // The next Tab reaches the page's first control, never nothing.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  await tabTo(page, `nav[aria-label="Parts of this lesson"] a[href="${third.path}"]`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(third.path);
  await expect(partsNav(page).locator('[aria-current="page"]')).toHaveAttribute("href", third.path);
});

test("the contents list the part's own headings and the other parts' titles", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const parts = (await loadLesson(LESSON_SLUG))?.parts ?? [];
  const second = parts[1];
  if (!second) throw new Error("the lesson has a second part");
  await page.goto(second.path);
  const hrefs = parts.flatMap((part) => [
    part.path,
    ...(part.id === second.id ? part.headings.map((heading) => `#${heading.id}`) : []),
  ]);
  const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
  await expect(links).toHaveCount(hrefs.length);
  for (const [index, href] of hrefs.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
});

test("a part that does not exist is the site's 404, and so is the first part under its own id", async ({ request }) => {
  const first = (await loadLesson(LESSON_SLUG))?.parts[0];
  expect((await request.get(`/lessons/${LESSON_SLUG}/no-such-part`)).status()).toBe(404);
  expect((await request.get(`/lessons/${LESSON_SLUG}/${first?.id}`)).status()).toBe(404);
});
