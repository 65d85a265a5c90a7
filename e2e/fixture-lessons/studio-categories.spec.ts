import path from "node:path";
import { CATEGORY_WORDING, placeNames } from "@/lib/exercises/match/categories";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { documentSize } from "@/lib/perf/lesson-document.mjs";
import { FIXTURE_LESSONS_DIR } from "../../playwright.fixtures.config";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "../fixtures";
import { tabTo } from "../page-helpers";
import { openStudio, pageSizesStatus } from "../studio-helpers";

// The studio's preview of a lesson with its own categories: the list boxes, the key and the
// score speak in the categories' labels and words, not in the four statuses'.
const SLUG = "sorting-retries";
const MATCH = loadMatchExercise(SLUG, path.join(process.cwd(), FIXTURE_LESSONS_DIR));
if (!MATCH) throw new Error(`${FIXTURE_LESSONS_DIR}/${SLUG} has no match.yaml`);
const NAMES = placeNames(MATCH.categories, CATEGORY_WORDING);
const CARD = MATCH.cards[0];
if (!CARD) throw new Error("the fixture needs a card");
// A category the card is not on, so the key's note for it is shown under its label.
const [NOTED, NOTE] = Object.entries(CARD.misconceptions)[0] ?? ["", ""];
// A whole studio visit waits for the server's checks of the draft; a hung one still fails.
const STUDIO_TIMEOUT_MS = 180_000;

for (const width of [1280, 360] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`the studio's match preview at ${width} px, ${theme} theme: the lesson's own categories, a card placed by keyboard and checked, axe`, async ({
      page,
    }) => {
      test.setTimeout(STUDIO_TIMEOUT_MS);
      await page.setViewportSize({ width, height: 800 });
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await openStudio(page, SLUG);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);

      // Focus starts past the editor (where Tab indents: studio.spec.ts walks out of it).
      await page.locator('[data-panel="match"]').focus();
      await page.keyboard.press("Enter");
      await expect(page.locator('[data-panel="match"]')).toHaveAttribute("aria-pressed", "true");
      const card = page.locator(`[data-try-card="${CARD.id}"]`);
      const options = card.locator("select option");
      await expect(options).toHaveText([
        "Not placed",
        ...MATCH.categories.map((c) => (c.description ? `${c.label}: ${c.description}` : c.label)),
      ]);
      await expect(card.locator("[data-try-key]")).toContainText(`Key: ${NAMES.label(CARD.status)}.`);
      await expect(card.locator("[data-try-key]")).toContainText(`If placed on ${NAMES.label(NOTED)}: ${NOTE}`);

      // A closed list box moves one option per arrow key; "Not placed" comes first.
      await tabTo(page, `[data-try-card="${CARD.id}"] select`);
      const steps = MATCH.categories.findIndex((c) => c.id === CARD.status) + 1;
      for (let step = 0; step < steps; step++) await page.keyboard.press("ArrowDown");
      await expect(card.locator("select")).toHaveValue(CARD.status);
      await tabTo(page, "[data-try-match] button");
      await page.keyboard.press("Enter");
      await expect(page.locator("[data-try-score]")).toHaveText(
        `1 of ${MATCH.cards.length} cards on the right ${CATEGORY_WORDING.one}.`,
      );
      await expect(card.locator('[data-mark="right"]')).toBeVisible();
      await expect(page.locator('[data-try-card] [data-mark="wrong"]')).toHaveCount(MATCH.cards.length - 1);
      await expectNoAxeViolations(page);
    });
  }
}

test("the studio's page-size meter reads the lesson page's document as the server sends it, counted as npm run perf counts it", async ({
  page,
  request,
}) => {
  test.setTimeout(STUDIO_TIMEOUT_MS);
  await openStudio(page, SLUG);
  await expect(pageSizesStatus(page)).toHaveText("Measured 1 page.");
  const html = await (await request.get(`/lessons/${SLUG}`)).text();
  const { rawBytes, gzipBytes } = documentSize(html);
  const meter = page.locator(`[data-page-size="/lessons/${SLUG}"]`);
  await expect(meter.locator("[data-bytes]")).toHaveCount(2);
  await expect(meter.locator("[data-bytes]").first()).toHaveAttribute("data-bytes", String(rawBytes));
  await expect(meter.locator("[data-bytes]").last()).toHaveAttribute("data-bytes", String(gzipBytes));
  await expect(meter).toContainText("Within the budget");
  // Each meter is named by its page's title and its own label, as every page has the same two.
  const title = (await meter.getByRole("link").first().textContent())?.trim();
  await expect(meter.getByRole("meter", { name: `${title} HTML`, exact: true })).toBeVisible();
  await expect(meter.getByRole("meter", { name: `${title} gzip`, exact: true })).toBeVisible();
});
