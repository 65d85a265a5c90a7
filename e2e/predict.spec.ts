import type { Page } from "@playwright/test";
import { codeFences } from "@/lib/content/lesson-code";
import { readLessonSource } from "@/lib/content/lesson-files";
import { isPrinted, predictChoices, predictDomIds } from "@/lib/content/predict";
import { predictionsKey } from "@/lib/progress/predictions";
import { expect, expectNoAxeViolations, lessonSectionHref, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";

const SLUG = "deadlines-and-retries";

/** The four moments where the lesson turns, each with the section that holds its sample. */
const MOMENTS = {
  "busy-tool": "what-a-deadline-cannot-stop",
  "abandoned-connection": "what-abandoned-work-costs",
  "retry-budget": "retries-that-do-not-amplify",
  "model-retry": "when-the-model-calls-again",
} as const;
type Moment = keyof typeof MOMENTS;

/** The last mile's moments: what MCP sends for a misspelt tool, what the model reads, what a re-call's key does. */
const LAST_MILE_SLUG = "the-last-mile";
const LAST_MILE_MOMENTS = {
  "mcp-answers": "mcp-a-server-a-host-and-a-model",
  "two-channels": "what-the-model-may-read",
  "key-from-operation": "when-the-model-calls-again",
} as const;

const pageOf = (moment: Moment) => lessonSectionHref(MOMENTS[moment], SLUG).split("#")[0] ?? "";

/** A lesson's own blocks: what each predict block offers and what its output says. */
function authored(moment: string, slug: string = SLUG) {
  const source = readLessonSource(slug);
  if (!source.ok) throw new Error(JSON.stringify(source.problems));
  const fences = codeFences(source.value.body);
  const choices = fences.find((fence) => fence.meta.predict === moment);
  const output = fences.find((fence) => fence.meta.output === moment);
  if (!choices || !output) throw new Error(`${slug} has no predict block for ${moment}`);
  return { choices: predictChoices(choices.code), output: output.code.trimEnd() };
}

const block = (page: Page, moment: string) => page.locator(`[data-predict="${moment}"]`);
const outputOf = (page: Page, moment: string) => page.locator(`#${predictDomIds.output(moment)}`);
const choiceOf = (page: Page, moment: string, index: number) => page.locator(`#${predictDomIds.choice(moment, index)}`);

/** Sums the layout shifts the browser reports that no input caused (CLS's own rule). */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) total += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { shifts: () => number }).shifts = () => {
      add(observer.takeRecords());
      return total;
    };
  });
}
const shifts = async (page: Page) => {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shifts: () => number }).shifts());
};

test("each of the four moments hides its real output until a guess, and exactly one choice is what it prints", async ({
  page,
}) => {
  for (const moment of Object.keys(MOMENTS) as Moment[]) {
    const { choices, output } = authored(moment);
    await page.goto(pageOf(moment));
    await expect(block(page, moment).getByRole("button")).toHaveText(choices);
    await expect(outputOf(page, moment)).not.toHaveAttribute("open");
    await expect(outputOf(page, moment).locator("pre")).toBeHidden();
    await expect(outputOf(page, moment).locator("pre")).toHaveText(output);
    expect(choices.filter((choice) => isPrinted(choice, output))).toHaveLength(1);
  }
});

test("the last mile's three moments hide their output until the printed choice is picked, which opens it", async ({
  page,
}) => {
  for (const [moment, section] of Object.entries(LAST_MILE_MOMENTS)) {
    const { choices, output } = authored(moment, LAST_MILE_SLUG);
    const printed = choices.findIndex((choice) => isPrinted(choice, output));
    expect(choices.filter((choice) => isPrinted(choice, output))).toHaveLength(1);
    await page.goto(lessonSectionHref(section, LAST_MILE_SLUG).split("#")[0] ?? "");
    await expect(block(page, moment).getByRole("button")).toHaveText(choices);
    await expect(outputOf(page, moment).locator("pre")).toBeHidden();
    await choiceOf(page, moment, printed).click();
    await expect(outputOf(page, moment)).toHaveAttribute("open");
    await expect(outputOf(page, moment).locator("pre")).toHaveText(output);
  }
});

test("a mouse guess, even before the widget has loaded, opens the output, is announced, is kept, and a reload moves nothing", async ({
  page,
}) => {
  await countShifts(page);
  await page.goto(pageOf("busy-tool"));
  const island = block(page, "busy-tool").locator("[data-lazy-island]");
  // Hydrated but not woken: the press lands on the placeholder and is replayed on the widget.
  await expect(island).toHaveAttribute("data-island", /.+/);
  await choiceOf(page, "busy-tool", 1).click();
  await expect(island).toHaveAttribute("data-ready", "true");
  await expect(outputOf(page, "busy-tool")).toHaveAttribute("open");
  await expect(outputOf(page, "busy-tool").locator("pre")).toBeVisible();
  await expect(choiceOf(page, "busy-tool", 1)).toHaveAttribute("aria-pressed", "true");
  await expect(choiceOf(page, "busy-tool", 0)).toHaveAttribute("aria-disabled", "true");
  await expect(block(page, "busy-tool").locator("[data-announcer]")).toHaveText(
    "Your guess: timeout true. The output is now shown after the choices.",
  );
  await expect(choiceOf(page, "busy-tool", 1)).toBeFocused();
  // A second pick changes nothing: the guess was made (forced: Playwright will not click what is aria-disabled).
  await choiceOf(page, "busy-tool", 2).click({ force: true });
  await expect(choiceOf(page, "busy-tool", 2)).toHaveAttribute("aria-pressed", "false");
  const stored = await page.evaluate((key) => localStorage.getItem(key), predictionsKey(SLUG));
  expect(JSON.parse(stored ?? "null")).toEqual({ version: 1, data: { "busy-tool": "timeout true" } });

  // Back later, scrolled to the block: the guess is shown pressed, the output stays as drawn, and nothing moves.
  // Loaded anew at the section, so the block is on screen while the widget takes over.
  await page.goto("about:blank");
  await page.goto(lessonSectionHref(MOMENTS["busy-tool"], SLUG));
  await expect(block(page, "busy-tool")).toBeInViewport();
  await expect(island).toHaveAttribute("data-ready", "true");
  await expect(choiceOf(page, "busy-tool", 1)).toHaveAttribute("aria-pressed", "true");
  await expect(outputOf(page, "busy-tool")).not.toHaveAttribute("open");
  expect(await shifts(page)).toBeLessThan(0.01);
});

test("a keyboard guess opens the output, focus stays on the choice, and the summary hides and shows it again", async ({
  page,
}) => {
  await page.goto(pageOf("retry-budget"));
  const { choices } = authored("retry-budget");
  const right = choices.indexOf("110 with one");
  await expect(block(page, "retry-budget").locator("[data-lazy-island]")).toHaveAttribute("data-island", /.+/);
  await page.locator("#retries-that-do-not-amplify a").focus();
  await tabTo(page, `#${predictDomIds.choice("retry-budget", right)}`);
  await page.keyboard.press("Enter");
  await expect(outputOf(page, "retry-budget")).toHaveAttribute("open");
  await expect(choiceOf(page, "retry-budget", right)).toBeFocused();
  await expect(choiceOf(page, "retry-budget", right)).toHaveAttribute("aria-pressed", "true");

  await tabTo(page, `#${predictDomIds.output("retry-budget")} > summary`);
  await expect(page.locator(`#${predictDomIds.output("retry-budget")} > summary`)).toHaveText("Hide the output", {
    useInnerText: true,
  });
  await page.keyboard.press("Enter");
  await expect(outputOf(page, "retry-budget")).not.toHaveAttribute("open");
  await page.keyboard.press("Space");
  await expect(outputOf(page, "retry-budget")).toHaveAttribute("open");
});

test("without scripts the choices step aside and the summary opens the output", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pageOf("model-retry"));
  await expect(block(page, "model-retry").locator("fieldset")).toBeHidden();
  const summary = page.locator(`#${predictDomIds.output("model-retry")} > summary`);
  await expect(summary).toHaveText("I've made my guess: show the output", { useInnerText: true });
  await summary.click();
  await expect(outputOf(page, "model-retry").locator("pre")).toHaveText(authored("model-retry").output);
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`after guesses the predict blocks have no axe violations at 1280 and 360 px (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto(pageOf("busy-tool"));
    for (const moment of ["busy-tool", "abandoned-connection"] as const) {
      await expect(block(page, moment).locator("[data-lazy-island]")).toHaveAttribute("data-island", /.+/);
      await choiceOf(page, moment, 0).click();
      await expect(outputOf(page, moment)).toHaveAttribute("open");
    }
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const moment of ["busy-tool", "abandoned-connection"] as const)
        await expectNoAxeViolations(page, `[data-predict="${moment}"]`);
    }
  });
}
