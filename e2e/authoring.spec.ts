import type { Request } from "@playwright/test";
import { INSTRUCTOR_KEY } from "../playwright.config";
import {
  answerAll,
  attemptOn,
  CP,
  openCheckpoint,
  readCheckpoint,
  resultTitle,
  submitForGrading,
} from "./checkpoint-support";
import { expect, lessonPathOf, test, wakeIsland } from "./fixtures";
import { card, exercise, moveWithMenu, readMatch } from "./match-helpers";
import { practiceExecutor } from "./practice-helpers";

// The second lesson was added as a folder only; these tests prove it is a full lesson.
const SLUG = "deadlines-and-retries";
const LESSON = `/lessons/${SLUG}`;
const MATCH = readMatch(SLUG);
const CHECKPOINT = readCheckpoint(SLUG);
const firstExplanation = MATCH.cards[0]?.explanation.slice(0, 40) ?? "";

test.afterAll(() => practiceExecutor.close());

test("the second lesson is listed on the index and opens as its own page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Deadlines and retries" }).click();
  await expect(page).toHaveURL(LESSON);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deadlines and retries");
});

test("a student completes the second lesson's match exercise with the Move to menus", async ({ page }) => {
  await page.goto(lessonPathOf("MatchExercise", SLUG));
  await exercise(page).scrollIntoViewIfNeeded();
  await wakeIsland(exercise(page));
  for (const { id, status } of MATCH.cards) await moveWithMenu(page, id, status);
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(exercise(page).locator("[data-score]")).toContainText("Every card is on the right status.");
  await expect(card(page, MATCH.cards[0]?.id ?? "")).toHaveAttribute("data-mark", "right");
});

test("a student passes the second lesson's checkpoint, its drawn questions included, and sees the result", async ({
  page,
}) => {
  await page.goto(lessonPathOf("Checkpoint", SLUG));
  await openCheckpoint(page, SLUG);
  const attempt = await attemptOn(page, SLUG);
  await answerAll(page, [], attempt);
  await submitForGrading(page);
  await expect(page.locator(CP.resultTitle)).toHaveText(resultTitle(attempt.questions.length, attempt));
});

test("the instructor preview is refused without the key and never shows an answer", async ({ request }) => {
  for (const query of ["", "?key=", "?key=not-the-key"]) {
    const response = await request.get(`/preview/${SLUG}${query}`);
    expect(response.status(), query).toBe(403);
    const html = await response.text();
    expect(html).toContain("Instructor preview: access refused");
    expect(html).not.toContain(firstExplanation);
  }
});

test("the instructor preview shows every answer, explanation and the content check with the key", async ({ page }) => {
  const response = await page.goto(`/preview/${SLUG}?key=${INSTRUCTOR_KEY}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deadlines and retries");
  await expect(page.locator("[data-preview-card]")).toHaveCount(MATCH.cards.length);
  await expect(page.getByText(firstExplanation)).toBeVisible();
  await expect(page.locator("[data-preview-question]")).toHaveCount(CHECKPOINT.questions.length);
  await expect(page.locator('[data-correct="true"]').first()).toContainText("Correct");
  await expect(page.getByText("this lesson passes npm run content:check")).toBeVisible();
  await expect(page.getByRole("link", { name: /Run this card in the sandbox/ }).first()).toHaveAttribute(
    "href",
    /^\/sandbox\?/,
  );
  const head = await page.locator('meta[name="robots"]').getAttribute("content");
  expect(head).toContain("noindex");
});

test("the key is traded at the first request for a 2-hour HttpOnly session and leaves the address; no Referer leaves the page", async ({
  page,
  request,
}) => {
  const first = await request.get(`/preview/${SLUG}?key=${INSTRUCTOR_KEY}&view=cards`, { maxRedirects: 0 });
  expect(first.status()).toBe(303);
  expect(first.headers().location).toBe(`/preview/${SLUG}?view=cards`);
  expect(first.headers()["set-cookie"]).toMatch(
    /^instructor_session=[\w.-]+; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax$/,
  );
  const referers: Promise<string | undefined>[] = [];
  const onRequest = (sent: Request) => referers.push(sent.allHeaders().then((headers) => headers.referer));
  page.on("request", onRequest);
  const response = await page.goto(`/preview/${SLUG}?key=${INSTRUCTOR_KEY}`);
  expect(new URL(page.url()).search).toBe("");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator("[data-preview-card]").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The page's requests are in; the navigations below are not, and headers read after the
  // test ends would reject.
  page.off("request", onRequest);
  expect(referers.length).toBeGreaterThan(1);
  expect(await Promise.all(referers)).toEqual(referers.map(() => undefined));
  // Later requests need only the session: the same page again, and the class results.
  expect((await page.goto(`/preview/${SLUG}`))?.status()).toBe(200);
  expect((await page.goto("/instructor"))?.status()).toBe(200);
  expect(await page.content()).not.toContain(INSTRUCTOR_KEY);
});

test("the instructor preview of a lesson that does not exist is a 404, even with the key", async ({ request }) => {
  expect((await request.get(`/preview/no-such-lesson?key=${INSTRUCTOR_KEY}`)).status()).toBe(404);
});

test("the edit loop's content-mtime route does not exist in the production build", async ({ request }) => {
  expect((await request.get("/api/dev/content-mtime")).status()).toBe(404);
});
