import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { readMatch } from "./match-helpers";
import { tabTo } from "./page-helpers";
import {
  deleteFirstLine,
  editorOf,
  expectCheck,
  openStudio,
  savedFile,
  saveStatus,
  UNKNOWN_FIELD_LINE,
  underlines,
} from "./studio-helpers";

// Saving and the preview wait for the server's check of the draft: see expectCheck.
const SERVER_CHECK = { timeout: 60_000 };
// A journey waits for several such checks; the ceiling grows with them (a hung one still fails).
const JOURNEY_TIMEOUT_MS = 300_000;
// Each journey edits its own lesson: both save into the server's one copy of the lessons.
const MOUSE_SLUG = "error-envelope";
const KEYBOARD_SLUG = "deadlines-and-retries";

test("an instructor edits a lesson in the studio with the mouse: a diagnostic appears and clears, the match is answered, the draft is saved", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await openStudio(page, MOUSE_SLUG);
  await expectCheck(page, "Content check: no problems.");

  await page.locator('[data-file="match.yaml"]').click();
  await expect(page.locator('[data-file="match.yaml"]')).toHaveAttribute("aria-pressed", "true");
  await editorOf(page, "match.yaml").click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type(UNKNOWN_FIELD_LINE);
  await expectCheck(page, "Content check: 1 error.");
  await expect(underlines(page)).toHaveCount(1);
  await expect(page.locator("[data-problems]")).toContainText("colour");
  await expect(page.locator('[data-file="match.yaml"]')).toContainText("(1 problem)");

  // A draft with errors is not saved without the instructor's say-so.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toContainText("Not saved: the draft has 1 error.", SERVER_CHECK);
  await expect(page.getByRole("button", { name: "Save anyway" })).toBeFocused();
  expect(savedFile(MOUSE_SLUG, "match.yaml")).not.toContain("colour");
  // The browser logs the refused save (409) itself; nothing else may be logged.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 409")));

  // Delete the line: the underline goes with the problem.
  await editorOf(page, "match.yaml").click();
  await deleteFirstLine(page);
  await expectCheck(page, "Content check: no problems.");
  await expect(underlines(page)).toHaveCount(0);

  // The answerable preview: every card on its right status, as a student would place it.
  const match = readMatch(MOUSE_SLUG);
  await page.locator('[data-panel="match"]').click();
  for (const card of match.cards) {
    await page.locator(`[data-try-card="${card.id}"] select`).selectOption(card.status);
  }
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.locator("[data-try-score]")).toHaveText(
    `${match.cards.length} of ${match.cards.length} cards on the right status.`,
  );
  await expect(page.locator('[data-try-card] [data-mark="right"]')).toHaveCount(match.cards.length);
  // The key and the misconception notes are on screen for the instructor.
  await expect(page.locator("[data-try-key]").first()).toContainText(match.cards[0]?.explanation ?? "");

  // An edit to the text shows in the page preview, then saves.
  const marker = `Studio mouse edit ${Date.now()}.`;
  await page.locator('[data-file="lesson.mdx"]').click();
  await editorOf(page, "lesson.mdx").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(`\n\n${marker}\n`);
  await page.locator('[data-panel="page"]').click();
  await expect(page.locator('[data-preview-panel="page"]')).toContainText(marker, SERVER_CHECK);
  await expectCheck(page, "Content check: no problems.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText(/^Saved lesson\.mdx, /, SERVER_CHECK);
  expect(savedFile(MOUSE_SLUG, "lesson.mdx")).toContain(marker);
});

test("an instructor edits, checks, answers and saves in the studio with the keyboard only", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await openStudio(page, KEYBOARD_SLUG);
  await tabTo(page, '[data-file="match.yaml"]');
  await page.keyboard.press("Enter");
  await tabTo(page, '[data-studio-editor="match.yaml"] .cm-content');
  await page.keyboard.press("Control+Home");
  await page.keyboard.type(UNKNOWN_FIELD_LINE);
  await expectCheck(page, "Content check: 1 error.");
  await expect(underlines(page)).toHaveCount(1);
  await deleteFirstLine(page);
  await expectCheck(page, "Content check: no problems.");
  await expect(underlines(page)).toHaveCount(0);

  // Tab indents in the editor; Escape then Tab leaves it, as the page says.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(page.locator("[data-studio-editor] .cm-content")).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest(".cm-editor") === null)).toBe(true);

  const match = readMatch(KEYBOARD_SLUG);
  const statuses = match.categories.map((category) => category.id);
  await tabTo(page, '[data-panel="match"]');
  await page.keyboard.press("Enter");
  for (const card of match.cards) {
    await tabTo(page, `[data-try-card="${card.id}"] select`);
    // A closed list box moves one option per arrow key; "Not placed" comes first.
    for (let step = 0; step <= statuses.indexOf(card.status); step++) await page.keyboard.press("ArrowDown");
    await expect(page.locator(`[data-try-card="${card.id}"] select`)).toHaveValue(card.status);
  }
  await tabTo(page, "[data-try-match] button");
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-try-score]")).toHaveText(
    `${match.cards.length} of ${match.cards.length} cards on the right status.`,
  );

  const marker = `Studio keyboard edit ${Date.now()}.`;
  // Back to the files: Shift+Tab stops in the editor, and Escape lets the next one leave it.
  await tabTo(page, '[data-studio-editor="match.yaml"] .cm-content');
  await page.keyboard.press("Escape");
  await tabTo(page, '[data-file="lesson.mdx"]');
  await page.keyboard.press("Enter");
  await tabTo(page, '[data-studio-editor="lesson.mdx"] .cm-content');
  await page.keyboard.press("Control+End");
  await page.keyboard.type(`\n\n${marker}\n`);
  await expectCheck(page, "Content check: no problems.");
  await page.keyboard.press("Control+s");
  await expect(saveStatus(page)).toHaveText(/^Saved lesson\.mdx, /, SERVER_CHECK);
  expect(savedFile(KEYBOARD_SLUG, "lesson.mdx")).toContain(marker);
});

test("a draft that could not be saved is still there after a reload, kept in the browser", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await openStudio(page, KEYBOARD_SLUG);
  await page.route("**/api/studio/**", (route) => route.abort());
  const marker = `Kept draft ${Date.now()}.`;
  await editorOf(page, "lesson.mdx").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(`\n\n${marker}\n`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText(
    "Not saved: the server could not be reached. Your draft is kept in this browser.",
  );
  await page.unroute("**/api/studio/**");
  // The browser logs the refused request itself; nothing else may be logged.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("net::ERR_FAILED")));
  await openStudio(page, KEYBOARD_SLUG);
  await expect(page.locator("[data-restored]")).toBeVisible();
  // The editor draws only the lines in view; the preview shows the whole restored text.
  await expect(page.locator('[data-preview-panel="page"]')).toContainText(marker, SERVER_CHECK);
  expect(savedFile(KEYBOARD_SLUG, "lesson.mdx")).not.toContain(marker);
});

test("the studio is refused without the instructor key, and a lesson that does not exist is a 404", async ({
  request,
}) => {
  for (const query of ["", "?key=", "?key=not-the-key"]) {
    const response = await request.get(`/studio/${MOUSE_SLUG}${query}`);
    expect(response.status(), query).toBe(403);
    expect(await response.text()).toContain("access refused");
  }
  const save = await request.post(`/api/studio/${MOUSE_SLUG}`, { data: { files: { "lesson.mdx": "x" } } });
  expect(save.status()).toBe(403);
  expect(savedFile(MOUSE_SLUG, "lesson.mdx")).not.toBe("x");
});

for (const width of [1280, 360] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: the studio at ${width} px, ${theme} theme, each preview view, with a diagnostic shown`, async ({
      page,
    }) => {
      test.setTimeout(JOURNEY_TIMEOUT_MS);
      await page.setViewportSize({ width, height: 800 });
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await openStudio(page, MOUSE_SLUG);
      // A mistake in kata.yaml underlines a line and leaves the page and both exercises loading.
      await page.locator('[data-file="kata.yaml"]').click();
      await editorOf(page, "kata.yaml").click();
      await page.keyboard.press("Control+Home");
      await page.keyboard.type(UNKNOWN_FIELD_LINE);
      await expectCheck(page, "Content check: 1 error.");
      await expect(underlines(page)).toHaveCount(1);
      const shown = { page: ".prose-lesson", match: "[data-try-card]", checkpoint: "[data-try-question]" };
      for (const [panel, part] of Object.entries(shown)) {
        await page.locator(`[data-panel="${panel}"]`).click();
        await expect(page.locator(`[data-preview-panel="${panel}"] ${part}`).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}
