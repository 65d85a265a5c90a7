import { listLessons, neighbours } from "@/lib/content/lessons";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";
import { TOKEN_CLASS_NAMES } from "@/lib/highlight/shiki-themes";
import { expect, LESSON_PATH, LESSON_SLUG, SANDBOX_LESSON_PATH, test } from "./fixtures";

test("the lesson shows its sections and build-time highlighted TypeScript", async ({ page }) => {
  const lesson = await loadLesson(LESSON_SLUG);
  await page.goto(LESSON_PATH);
  await expect(page).toHaveTitle("The error envelope · Envelope Lab");
  // Every h2 the app finds in the lesson's first part is on its page, no more and no fewer.
  const h2 = (lesson?.parts[0]?.headings ?? []).filter((heading) => heading.depth === 2).map((heading) => heading.text);
  expect(h2.length).toBeGreaterThan(1);
  await expect(page.locator(".prose-lesson h2")).toHaveText(h2);
  await expect(page.getByRole("heading", { level: 2, name: "One shape for every outcome" })).toBeVisible();

  const code = page.locator("pre.shiki").first();
  await expect(code).toBeVisible();
  // Highlighting is done at build time: tokens carry a class that the stylesheet colours
  // for both themes, never an inline style.
  await expect(code.locator(`span.${TOKEN_CLASS_NAMES.keyword}`).first()).toBeVisible();
  await expect(code.locator("[style]")).toHaveCount(0);
});

test("the lesson shows the real ToolsLayer source file", async ({ page }) => {
  await page.goto(SANDBOX_LESSON_PATH);
  const figure = page.locator("figure.source-file");
  await expect(figure.locator("figcaption")).toHaveText("lib/envelope/tools-layer.ts");
  await expect(figure.locator("pre.shiki")).toContainText("invalid_args");
  await expect(figure.locator("pre.shiki")).toContainText("timeout");
});

test("table-of-contents links move the reader to their section and mark it current", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const headings = (await loadLesson(LESSON_SLUG))?.parts[0]?.headings ?? [];
  await page.goto(LESSON_PATH);
  const toc = page.getByRole("navigation", { name: "On this page" });
  // One link per h2 and h3 of the part, each to its heading's id (the other parts' links lead away).
  const links = toc.locator('a[href^="#"]');
  expect(headings.length).toBeGreaterThan(2);
  await expect(links).toHaveCount(headings.length);
  for (const [index, heading] of headings.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `#${heading.id}`);
  }
  const link = links.nth(2);
  const target = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  await expect(link).toHaveAttribute("aria-current", "location");
  await expect(links.first()).not.toHaveAttribute("aria-current", "location");
});

test("each section heading is an anchor link to itself", async ({ page }) => {
  await page.goto(LESSON_PATH);
  const heading = page.locator(".prose-lesson h2").first();
  const id = await heading.getAttribute("id");
  await expect(heading.getByRole("link")).toHaveAttribute("href", `#${id}`);
});

test("on a 360 px phone the lesson fits the width and the contents fold away", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LESSON_PATH);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const summary = page.locator("summary", { hasText: "On this page" });
  await summary.click();
  await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link").first()).toBeVisible();
});

test("previous and next links lead to neighbouring lessons or back to the index", async ({ page }) => {
  // The reading order comes from the lessons' front matter, read the way the app reads it.
  const lessons = listLessons();
  expect(lessons.length, "a second lesson, so both kinds of link are seen").toBeGreaterThan(1);
  for (const { slug } of lessons) {
    const { previous, next } = neighbours(slug, lessons);
    await page.goto(`/lessons/${slug}`);
    const links = page.getByRole("navigation", { name: "Other lessons" }).getByRole("link");
    const expected = [
      ...(previous ? [[`/lessons/${previous.slug}`, `Previous lesson${previous.frontMatter.title}`]] : []),
      next ? [`/lessons/${next.slug}`, `Next lesson${next.frontMatter.title}`] : ["/", "FinishedAll lessons"],
    ];
    await expect(links, slug).toHaveCount(expected.length);
    for (const [index, [href, text]] of expected.entries()) {
      await expect(links.nth(index), slug).toHaveAttribute("href", href ?? "");
      await expect(links.nth(index), slug).toHaveText(text ?? "");
    }
  }
});

test("printing shows the lesson text without the site chrome", async ({ page }) => {
  await page.goto(LESSON_PATH);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".prose-lesson")).toBeVisible();
});

test("the lesson has Open Graph metadata of its own", async ({ page }) => {
  await page.goto(LESSON_PATH);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "The error envelope");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
});
