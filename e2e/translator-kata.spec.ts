import { readFileSync } from "node:fs";
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { draftKey } from "@/lib/kata/ui/draft";
import { expect, expectNoAxeViolations, lessonPathOf, test, useStoredTheme, wakeIsland } from "./fixtures";
import { editorContent, WATCHDOG_WAIT_MS } from "./kata-helpers";

// The second kata (grader: translator), through the same widget, worker and endpoint as the first.
const SLUG = "the-last-mile";
const KATA_PATH = lessonPathOf("Kata", SLUG);
const REFERENCE = readFileSync(path.join(LESSONS_DIR, SLUG, "kata", "reference.ts"), "utf8");

for (const width of [1280, 360] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`the starter's check at ${width} px, ${theme} theme, shows the failing translation: the call, the envelope it was given, Expected and Got, axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(KATA_PATH);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const kata = page.locator("[data-kata]");
      await expect(kata.getByRole("heading", { name: "Kata: write the translator" })).toBeVisible();
      await wakeIsland(kata);
      await page.locator(`#${KATA_IDS.check}`).click();
      const result = page.locator(".kata-result");
      await expect(result).toHaveAttribute("data-kind", "verdict", { timeout: WATCHDOG_WAIT_MS });
      await expect(result.locator('[data-rule="call-id"]')).toHaveAttribute("data-passed", "false");
      const found = result.locator("[data-counterexample]");
      await expect(found).toContainText("anthropicMessage(call)");
      await expect(found.locator("[data-input]")).toContainText('"callId": "toolu_01"');
      await expect(found.locator("[data-expected]")).toContainText('"tool_use_id": "toolu_01"');
      await expect(found.locator("[data-got]")).toContainText('"role": "user"');
      await expectNoAxeViolations(page, "[data-kata]");
    });
  }
}

test("the reference passes every rule in the browser and is graded a pass by the server", async ({ page }) => {
  await page.goto(KATA_PATH);
  const kata = page.locator("[data-kata]");
  await wakeIsland(kata);
  await editorContent(page).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(REFERENCE);
  const stored = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.data.source ?? null, draftKey(SLUG));
  await expect.poll(stored).toBe(REFERENCE);
  await page.locator(`#${KATA_IDS.check}`).click();
  const result = page.locator(".kata-result");
  await expect(result).toHaveAttribute("data-passed", "true", { timeout: WATCHDOG_WAIT_MS });
  await expect(result).toContainText("All 7 rules pass.");
  await page.locator(`#${KATA_IDS.submit}`).click();
  await expect(result).toHaveAttribute("data-graded", "true", { timeout: WATCHDOG_WAIT_MS });
  await expect(result).toHaveAttribute("data-passed", "true");
  await expect(result).toContainText("translations by your functions");
});
