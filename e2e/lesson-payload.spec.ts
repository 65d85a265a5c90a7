import type { APIRequestContext, Page } from "@playwright/test";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { RELOAD_MARK_KEY, reloadMark } from "@/lib/content/missing-block-reload";
import { payloadAddress } from "../scripts/serve/rsc-payload-file.mjs";
import { expect, lessonPartPaths, test } from "./fixtures";
import { holdRequests } from "./page-helpers";

/*
 * A lesson page's prose and highlighted listings travel once, as HTML in the document, and
 * not a second time as strings in the RSC payload (components/content/outside-payload-html.tsx).
 * The embed page still sends them in its payload, which shows the probe can see them.
 */

/**
 * The RSC payload of a document, decoded from the pushes to Next in the file its
 * data-boot-payload marker names (scripts/serve/rsc-payload-file.mjs), one call a line,
 * and from any still inline in the document.
 */
async function rscPayload(request: APIRequestContext, html: string): Promise<string> {
  const file = payloadAddress(html);
  expect(file, "the page names its payload file").toBeDefined();
  const response = await request.get(file as string);
  expect(response.status()).toBe(200);
  const calls = [
    ...(await response.text()).matchAll(/^self\.__next_f\.push\((.*)\);$/gm),
    ...html.matchAll(/<script[^>]*>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g),
  ];
  return calls
    .map((match) => JSON.parse(match[1] ?? "[]") as unknown[])
    .map((chunk) => (typeof chunk[1] === "string" ? chunk[1] : ""))
    .join("");
}

/** The opening of each block of prose or listing HTML in a document: the first characters after its wrapper's tag. */
function blockOpenings(html: string, wrapper: RegExp): string[] {
  return [...html.matchAll(wrapper)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return html.slice(start, start + 100);
  });
}

/** Whether the payload carries `text`: as a string inside its JSON, or as one of its raw text rows. */
const carries = (payload: string, text: string) =>
  payload.includes(text) || payload.includes(JSON.stringify(text).slice(1, -1));

const KEYED_BLOCK = /<div data-html-key="[^"]+"(?: class="[^"]*")?>/g;

test("the probe finds prose in a payload that carries it (the embed page)", async ({ request }) => {
  const [slug] = listLessonSlugs();
  const response = await request.get(`/embed/${slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const openings = blockOpenings(html, /<div class="prose-run">/g);
  expect(openings.length).toBeGreaterThan(0);
  const payload = await rscPayload(request, html);
  expect(openings.filter((opening) => carries(payload, opening))).toEqual(openings);
});

test("every lesson page sends its prose and listings in the HTML only, not again in the RSC payload", async ({
  request,
}) => {
  let listings = 0;
  for (const path of lessonPartPaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const payload = await rscPayload(request, html);
    expect(payload.length, `${path} has a payload`).toBeGreaterThan(0);
    const openings = blockOpenings(html, KEYED_BLOCK);
    expect(openings.length, `${path} has blocks of prose`).toBeGreaterThan(0);
    expect(
      openings.filter((opening) => carries(payload, opening)),
      `${path}: blocks sent twice`,
    ).toEqual([]);
    listings += openings.filter((opening) => opening.startsWith("<pre") || opening.includes("shiki")).length;
  }
  expect(listings, "listings seen across the lessons").toBeGreaterThan(0);
});

/**
 * Hydrated: the contents' scroll spy (a client component on every lesson page) has marked
 * the section being read.
 */
const hydrated = (page: Page) =>
  expect(page.locator('nav[data-toc] a[aria-current="location"]').first()).toBeAttached();

/** Counts the documents the main frame requests, so a reload after hydration shows up as a second one. */
function countNavigations(page: Page) {
  const count = { value: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count.value += 1;
  });
  return count;
}

/** How the current document was loaded ("navigate", "reload"…), or null while it is being replaced. */
const navigationType = (page: Page) =>
  page
    .evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)
    .catch(() => null);

test("hydration keeps the prose and the listing the document brought, without loading the page again", async ({
  page,
  request,
}) => {
  // The page that shows the ToolsLayer's source: a listing and prose runs around it.
  const paths = lessonPartPaths();
  const texts = await Promise.all(paths.map(async (path) => (await request.get(path)).text()));
  const path = paths.find((_, index) => texts[index]?.includes("tools-layer.ts"));
  expect(path, "a lesson page lists tools-layer.ts").toBeDefined();

  const navigations = countNavigations(page);
  // The page's scripts held back: what the blocks hold now is what the document brought.
  const release = await holdRequests(page, "**/_next/static/**/*.js");
  await page.goto(path as string, { waitUntil: "domcontentloaded" });
  const blocks = page.locator("[data-html-key]");
  const before = await blocks.evaluateAll((elements) => elements.map((element) => element.innerHTML));
  expect(before.length).toBeGreaterThan(1);
  // A mark on this document's window: a reload would take it away.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  release();
  await hydrated(page);
  // A reload asked for on hydration would have been requested by the time the network rests.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => "sameDocument" in window), "the document hydrated is the one loaded").toBe(true);
  expect(navigations.value).toBe(1);
  const after = await blocks.evaluateAll((elements) => elements.map((element) => element.innerHTML));
  expect(after).toEqual(before);
  expect(after.every((html) => html.length > 0)).toBe(true);
  await expect(page.locator("pre.shiki").filter({ hasText: "ToolsLayer" }).first()).toBeVisible();
});

test("Back to a lesson page from the page its header link opened shows the lesson whole, loaded once", async ({
  page,
}) => {
  const [path] = lessonPartPaths();
  await page.goto(path as string);
  await hydrated(page);
  const blocks = page.locator("[data-html-key]");
  const before = await blocks.evaluateAll((elements) => elements.map((element) => element.innerHTML));
  const navigations = countNavigations(page);
  await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Sandbox" }).click();
  await expect(page).toHaveURL("/sandbox");
  await page.goBack();
  await expect(page).toHaveURL(path as string);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(await blocks.evaluateAll((elements) => elements.map((element) => element.innerHTML))).toEqual(before);
  // The sandbox as a document of its own, then the lesson again, from the server or the
  // back/forward cache: never a client render that has to load the page once more.
  expect(navigations.value).toBeLessThanOrEqual(2);
  expect(await navigationType(page)).not.toBe("reload");
});

/** Where a client render leads: Next's own router, as a future next/link to a lesson page would. */
const clientNavigate = (page: Page, path: string) =>
  page.evaluate(
    (to) => (window as unknown as { next: { router: { push(to: string): void } } }).next.router.push(to),
    path,
  );

test("a lesson page reached by a client-side navigation loads again, whole, once", async ({ page }) => {
  const [from, to] = lessonPartPaths();
  await page.goto(from as string);
  await hydrated(page);
  await clientNavigate(page, to as string);
  await expect.poll(() => navigationType(page)).toBe("reload");
  await expect(page).toHaveURL(to as string);
  await hydrated(page);
  const blocks = await page.locator("[data-html-key]").evaluateAll((elements) => elements.map((e) => e.innerHTML));
  expect(blocks.length).toBeGreaterThan(0);
  expect(blocks.every((html) => html.length > 0)).toBe(true);
  // The mark that allows one reload is gone once the blocks found their HTML.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARK_KEY)).toBeNull();
});

test("a block still missing right after its reload shows the error page instead of loading again", async ({
  page,
  consoleErrors,
}) => {
  const [from, to] = lessonPartPaths();
  await page.goto(from as string);
  // This document is the answer to a reload (the kind a missing block asks for) …
  await page.reload();
  await hydrated(page);
  // … which an earlier document asked for, on the page the client render now goes to.
  await page.evaluate(
    ([key, mark]) => sessionStorage.setItem(key as string, mark as string),
    [RELOAD_MARK_KEY, reloadMark(to as string, 0)],
  );
  const navigations = countNavigations(page);
  await clientNavigate(page, to as string);
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeVisible();
  expect(navigations.value, "documents requested after the client-side navigation").toBe(0);
  const expected = consoleErrors.filter((error) => error.includes("is missing from a fully loaded page"));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected.includes(error)));
});
