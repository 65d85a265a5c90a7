import type { Locator, Page } from "@playwright/test";
import { checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import { CHECKPOINT, openCheckpoint } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, expectNoAxeViolations, partedLessonPaths, test } from "./fixtures";
import { CARD_IDS, CATEGORY_IDS, card, moveWithMenu, openMatch } from "./match-helpers";
import { badge, liveSandbox, runAndExpect } from "./sandbox-helpers";

/*
 * Issue 36, "Phone layouts" and "The sandbox page buries its best door": what a student
 * meets on a 360 px phone, measured in the browser.
 */

const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

/** How far the document is wider than the screen (0 when nothing runs past it). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Box = { left: number; right: number; top: number; bottom: number; width: number };

/** The boxes of everything `locator` matches, in viewport pixels. */
const boxes = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right, top, bottom, width } = element.getBoundingClientRect();
      return { left, right, top, bottom, width };
    }),
  );

/** The box of the one element `locator` matches. */
async function boxOf(locator: Locator): Promise<Box> {
  const [box, ...more] = await boxes(locator);
  if (!box || more.length > 0) throw new Error(`expected one element, found ${more.length + (box ? 1 : 0)}`);
  return box;
}

/** Every box lies between the screen's left and right edges. */
function expectWithinWidth(found: Box[], what: string) {
  for (const box of found) {
    expect(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
  }
}

/** Where an element's top is in the document, in screens of the phone (0: at the very top). */
const screensDown = (locator: Locator) =>
  locator.evaluate((element, height) => (element.getBoundingClientRect().top + window.scrollY) / height, PHONE.height);

test("after Check answers the match board fits the phone, each card nearly as wide as the screen", async ({ page }) => {
  await openMatch(page);
  // Every card on the first status: most are then wrong and show the longest feedback.
  const [first = ""] = CATEGORY_IDS;
  for (const id of CARD_IDS) await moveWithMenu(page, id, first);
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(card(page, CARD_IDS.at(-1) ?? "").locator(".match-feedback")).toBeVisible();
  expect(await overflowX(page), "how far the page is wider than the screen").toBeLessThanOrEqual(0);
  const board = page.locator(".match-board");
  expectWithinWidth(await boxes(board.locator("*")), "an element of the board");
  // One status under another, each card across its status (they were about 130 px wide).
  const cards = await boxes(board.locator("[data-card]"));
  expect(cards).toHaveLength(CARD_IDS.length);
  for (const box of cards) expect(box.width, "a card's width").toBeGreaterThanOrEqual(0.75 * PHONE.width);
  await expectNoAxeViolations(page, "[data-match-exercise]");
});

test("the checkpoint's ordering question gives each step the width of the phone", async ({ page }) => {
  const question = CHECKPOINT.questions.find((q) => q.kind === "order");
  if (question?.kind !== "order") throw new Error("the checkpoint has an ordering question");
  await page.goto(CHECKPOINT_LESSON_PATH);
  await openCheckpoint(page);
  const steps = page.locator(`#${checkpointDomIds.question(question.id)} [data-step]`);
  await expect(steps).toHaveCount(question.steps.length);
  // The Up and Down buttons go under each step's text, which keeps the row (it had about 90 px).
  for (const step of await steps.all()) {
    const text = await boxOf(step.locator("[data-step-text]"));
    expect(text.width, "the width of a step's text").toBeGreaterThanOrEqual(0.6 * PHONE.width);
    for (const button of await boxes(step.getByRole("button"))) {
      expect(button.top, "an Up or Down button's top").toBeGreaterThanOrEqual(text.bottom);
      expectWithinWidth([button], "an Up or Down button");
    }
  }
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
});

// Only lessons cut into parts have part links to fold (`parts:` is optional); there is at least one.
test("some lesson is cut into parts, so the phone layout of part links below is tested", () => {
  expect(partedLessonPaths().length).toBeGreaterThan(1);
});

for (const path of partedLessonPaths()) {
  test(`${path}: on a phone the lesson's words begin high on the first screen, the part links folded away`, async ({
    page,
  }) => {
    await page.goto(path);
    // The lesson's own words (a first part's summary, a later part's text) begin in the
    // upper 60% of the screen (a later part's began at 587 px of 740): the part links fold
    // into the contents disclosure and the header does not stick.
    const words = page.locator("article > header > p:not([data-part-line]), .prose-lesson").first();
    const top = await words.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, "the top of the lesson's first words").toBeLessThanOrEqual(0.6 * PHONE.height);
    await expect(page.getByRole("navigation", { name: "Parts of this lesson" })).toBeHidden();
    const contents = page.locator("summary", { hasText: "All parts · On this page" });
    await contents.click();
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.locator('[aria-current="page"]')).toHaveAttribute("href", path);
    await expect(toc.getByRole("link").first()).toBeVisible();
    // The header scrolls away with the page instead of covering its top: neither it nor a box
    // around it sticks (asked of the styles, so a part too short to scroll is tested too).
    const sticks = await page.getByRole("banner").evaluate((element) => {
      for (let box: Element | null = element; box; box = box.parentElement)
        if (/sticky|fixed/.test(getComputedStyle(box).position)) return true;
      return false;
    });
    expect(sticks, "the header or a box around it sticks").toBe(false);
  });
}

test("the sandbox opens on its scenarios; a scenario's link opens on its run", async ({ page }) => {
  await page.goto("/sandbox");
  const first = page.locator("[data-scenario] a").first();
  expect(await screensDown(first), "screens down to the first scenario").toBeLessThanOrEqual(1);
  await first.click();
  await expect(page).toHaveURL(/\/sandbox\?/);
  const root = await liveSandbox(page);
  await expect(badge(root)).toBeVisible();
  expect(await screensDown(page.getByRole("heading", { name: "Run a call" }))).toBeLessThanOrEqual(1);
  expect(await screensDown(root.getByTestId("envelope-result"))).toBeLessThanOrEqual(2);
});

test("a 100-row query result stays within a screen, in a named region the keyboard scrolls", async ({ page }) => {
  const args = JSON.stringify({ sql: "SELECT * FROM customers, orders" });
  await page.goto(`/sandbox?tool=database&args=${encodeURIComponent(args)}`);
  const root = await liveSandbox(page);
  await expect(badge(root)).toHaveAttribute("data-status", "ok");
  await expect(root.getByTestId("result-json")).toContainText('"rowCount": 100');
  const result = await boxOf(root.getByTestId("envelope-result"));
  expect(result.bottom - result.top, "the result's height").toBeLessThanOrEqual(PHONE.height);
  const region = root.getByRole("region", { name: "The envelope as JSON" });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press("End");
  await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  // The listing scrolls in its own window too, with the deciding step brought into it.
  const listing = root.getByRole("region", { name: /tools-layer\.ts/ });
  const frame = await boxOf(listing);
  expect(frame.bottom - frame.top, "the listing's height").toBeLessThanOrEqual(PHONE.height / 2);
  // Both boxes are read in one call, from one layout: read in two, a page that scrolls or
  // shifts between the reads would move one box and not the other. Polled, because the
  // sandbox scrolls its window in an effect, which React runs after the result is painted.
  const placement = () =>
    listing.evaluate((scroller) => {
      const step = scroller.querySelector(".line-marked");
      if (!step) return "no step is marked";
      const outer = scroller.getBoundingClientRect();
      const inner = step.getBoundingClientRect();
      if (inner.top < outer.top) return `the step's top is ${outer.top - inner.top} px above the window`;
      if (inner.bottom > outer.bottom) return `the step's bottom is ${inner.bottom - outer.bottom} px below the window`;
      return "inside the window";
    });
  await expect.poll(placement, { message: "the marked step within the listing's window" }).toBe("inside the window");
  await expectNoAxeViolations(page, '[data-sandbox="sandbox"]');
});

test("every column of the trace table is on the phone's screen, with its name beside it", async ({ page }) => {
  await page.goto("/sandbox?tool=weather&args=%7B%22city%22%3A%22Lisbon%22%7D&faults=weather:outage");
  const root = await liveSandbox(page);
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error");
  await runAndExpect(root, "tool_error");
  const rows = root.getByTestId("trace").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  const row = rows.first();
  await row.scrollIntoViewIfNeeded();
  const cells = await boxes(row.locator("td"));
  expect(cells).toHaveLength(6);
  expectWithinWidth(cells, "a trace cell");
  expectWithinWidth(await boxes(row.locator(".status-badge")), "a status badge");
  for (const name of ["status", "error"]) await expect(row.locator(`td[data-label="${name}"]`)).toBeVisible();
  await expect(row.locator('td[data-label="error"]')).toContainText(/\S{3}/);
  const label = await row
    .locator('td[data-label="error"]')
    .evaluate((element) => getComputedStyle(element, "::before").content);
  expect(label, "the column's name shown beside the value").toContain("error");
  await expectNoAxeViolations(page, '[data-sandbox="sandbox"]');
});
