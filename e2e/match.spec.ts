import { expect, MATCH_LESSON_PATH, test } from "./fixtures";
import {
  answerOf,
  CARD_IDS,
  card,
  cardsOn,
  exercise,
  handle,
  MATCH,
  mouseDrag,
  moveWithMenu,
  openMatch,
  zone,
} from "./match-helpers";

test("the server-rendered exercise shows every card and status, and no answers", async ({ page, request }) => {
  const html = await (await request.get(MATCH_LESSON_PATH)).text();
  // Every explanation and note of match.yaml, cut where HTML or JSON would escape, plus a sandbox link's query.
  const secrets = MATCH.cards
    .flatMap((c) => [c.explanation, ...Object.values(c.misconceptions)])
    .flatMap((text) => text.split(/["'<>&`\\]/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 24);
  expect(secrets.length).toBeGreaterThanOrEqual(MATCH.cards.length);
  for (const secret of [...secrets, "lock%20wait"]) expect(html).not.toContain(secret);
  await page.goto(MATCH_LESSON_PATH);
  await expect(zone(page, "pool").locator("[data-card]")).toHaveCount(CARD_IDS.length);
  for (const status of ["ok", "invalid_args", "tool_error", "timeout"]) {
    await expect(zone(page, status).getByRole("heading")).toContainText(status);
  }
  await expect(exercise(page).getByRole("button", { name: "Check answers" })).toBeDisabled();
});

test("a mouse drag puts a card on a status and announces it in words", async ({ page }) => {
  // Tall enough that the card and the status are both on screen; scrolling while dragging is tested below.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await openMatch(page);
  await mouseDrag(page, handle(page, "weather-slow"), zone(page, "timeout"));
  await expect(zone(page, "timeout").locator('[data-card="weather-slow"]')).toBeVisible();
  await expect(zone(page, "timeout").getByRole("heading")).toContainText("1 card");
  await expect(page.getByRole("status").filter({ hasText: "Dropped The weather API takes 12 s" })).toContainText(
    "on timeout.",
  );
});

test("the Move to menu places a card, keeps focus on it, and can send it back to the pool", async ({ page }) => {
  await openMatch(page);
  await moveWithMenu(page, "pool-full", "tool_error");
  await expect(card(page, "pool-full").getByRole("button", { name: /^Move to/ })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Moved Every database connection" })).toContainText(
    "to tool_error.",
  );
  await moveWithMenu(page, "pool-full", "pool");
  await expect(zone(page, "tool_error").locator("[data-card]")).toHaveCount(0);
});

test("Escape closes the Move to menu without moving the card", async ({ page }) => {
  await openMatch(page);
  const button = card(page, "tool-bug").getByRole("button", { name: /^Move to/ });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(zone(page, "pool").locator('[data-card="tool-bug"]')).toBeVisible();
});

test("checking marks cards right or wrong with notes, Try again keeps the right ones, Show answers waits for the third check", async ({
  page,
}) => {
  await openMatch(page);
  const check = exercise(page).getByRole("button", { name: "Check answers" });
  await moveWithMenu(page, "weather-slow", "tool_error");
  await expect(exercise(page)).toContainText(`${CARD_IDS.length - 1} cards are still in the pool.`);
  await expect(check).toBeDisabled();
  for (const id of CARD_IDS.filter((id) => id !== "weather-slow")) await moveWithMenu(page, id, answerOf(id));
  await check.click();

  await expect(exercise(page).locator("[data-score]")).toHaveText(
    `Score: ${CARD_IDS.length - 1} of ${CARD_IDS.length}.`,
  );
  const wrong = card(page, "weather-slow");
  await expect(wrong).toHaveAttribute("data-mark", "wrong");
  await expect(wrong).toContainText("Not tool_error");
  await expect(wrong).toContainText("the deadline ended the call");
  await expect(wrong).not.toContainText("Answer:");
  const right = card(page, "pool-full");
  await expect(right).toContainText("Right");
  await expect(right).toContainText("The tool could not do its job");
  await expect(right.getByRole("link", { name: "Run this scenario in the sandbox" })).toHaveAttribute(
    "href",
    "/sandbox?tool=database&args=%7B%22sql%22%3A%22SELECT+name+FROM+customers%22%7D&faults=database%3Apool_exhausted",
  );

  // Answers are held back until the third check (match.yaml: reveal: { afterAttempts: 3 }) or a pass.
  const showAnswers = exercise(page).getByRole("button", { name: "Show answers" });
  const held = exercise(page).locator("[data-reveal=held]");
  await expect(showAnswers).toHaveCount(0);
  await expect(held).toHaveText('"Show answers" appears after 2 more checks, or once every card is right.');
  // Two more checks with the same mistake earn "Show answers".
  for (const left of ["1 more check", null]) {
    await exercise(page).getByRole("button", { name: "Try again" }).click();
    // Check answers is disabled with a card back in the pool: focus goes to that card instead.
    await expect(handle(page, "weather-slow")).toBeFocused();
    await moveWithMenu(page, "weather-slow", "tool_error");
    await check.click();
    if (left) await expect(held).toContainText(left);
  }
  await expect(held).toHaveCount(0);
  await showAnswers.click();
  await expect(wrong).toContainText("Answer: timeout");
  await expect(wrong).toContainText("Slow is not the same as broken");

  await exercise(page).getByRole("button", { name: "Try again" }).click();
  await expect(zone(page, "pool").locator("[data-card]")).toHaveCount(1);
  await expect(zone(page, "pool").locator('[data-card="weather-slow"]')).toBeVisible();
  await expect(zone(page, "tool_error").locator("[data-card]")).toHaveCount(cardsOn("tool_error"));
  await moveWithMenu(page, "weather-slow", "timeout");
  await check.click();
  await expect(exercise(page).locator("[data-score]")).toContainText("Every card is on the right status.");
  // The answers were shown before this attempt, so its full score is not kept as a best.
  await expect(exercise(page)).toContainText(`Attempts: 4. Best score: ${CARD_IDS.length - 1} of ${CARD_IDS.length}.`);
  // Focus went to the score line, not to the page body, when the Check button left.
  await expect(exercise(page).locator("[data-score]")).toBeFocused();
});

test("progress survives a reload, and Reset clears it", async ({ page }) => {
  await openMatch(page);
  await moveWithMenu(page, "city-number", "invalid_args");
  await moveWithMenu(page, "empty-result", "ok");
  await page.reload();
  // Saved progress loads the board without a first touch.
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
  await expect(zone(page, "invalid_args").locator('[data-card="city-number"]')).toBeVisible();
  await expect(zone(page, "ok").locator('[data-card="empty-result"]')).toBeVisible();

  await exercise(page).getByRole("button", { name: "Reset" }).click();
  await expect(zone(page, "pool").locator("[data-card]")).toHaveCount(CARD_IDS.length);
  expect(await page.evaluate(() => localStorage.getItem("envelope-lab:match:error-envelope"))).toBeNull();
});

test("corrupt saved progress is set aside with a notice instead of breaking the exercise", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("envelope-lab:match:error-envelope", '{"version":1,"data":{"placements":7}}');
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto(MATCH_LESSON_PATH);
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
  await expect(exercise(page).getByRole("alert")).toContainText("could not be read, so it was set aside");
  await expect(zone(page, "pool").locator("[data-card]")).toHaveCount(CARD_IDS.length);
  expect(await page.evaluate(() => localStorage.getItem("envelope-lab:match:error-envelope:set-aside"))).toContain(
    '"placements":7',
  );
  await moveWithMenu(page, "tool-bug", "tool_error");
  await exercise(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(exercise(page).getByRole("alert")).toHaveCount(0);
});

test("a failed check keeps the placements and says why", async ({ page, consoleErrors }) => {
  await openMatch(page);
  for (const id of CARD_IDS) await moveWithMenu(page, id, answerOf(id));
  await page.route("**/api/lessons/*/match", (route) => route.abort());
  await exercise(page).getByRole("button", { name: "Check answers" }).click();
  await expect(exercise(page).getByRole("alert")).toContainText("could not be checked");
  await expect(zone(page, "timeout").locator("[data-card]")).toHaveCount(cardsOn("timeout"));
  // The browser logs the aborted request itself; that is the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("Failed to load resource")));
});

test("at 360 px a mouse drag from the top of the pool reaches a status without scrolling the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openMatch(page);
  const from = handle(page, "weather-slow");
  await from.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  const scrolled = await page.evaluate(() => window.scrollY);
  // The statuses wait on screen while cards are in the pool, so the drag is one short trip.
  await expect(zone(page, "timeout")).toBeInViewport();
  const start = await from.boundingBox();
  const end = await zone(page, "timeout").getByRole("heading").boundingBox();
  if (!start || !end) throw new Error("card or status not on screen");
  await page.mouse.move(start.x + 20, start.y + 10);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y + 20, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 10 });
  await expect(zone(page, "timeout")).toHaveAttribute("data-over", "true");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.mouse.up();
  await expect(zone(page, "timeout").locator('[data-card="weather-slow"]')).toBeVisible();
});

test("the server refuses Show answers without a qualifying check: 403 JSON, no cards", async ({ request }) => {
  const response = await request.post("/api/lessons/error-envelope/match", { data: { placements: {}, reveal: true } });
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.error.message).toMatch(/^Answers are shown once every card is right/);
  expect(body.cards).toBeUndefined();
});

test("a save refused because storage is full is shown on the exercise", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await openMatch(page);
  await moveWithMenu(page, "pool-full", "tool_error");
  await expect(exercise(page).getByRole("alert").filter({ hasText: "storage for the site is full" })).toBeVisible();
});
