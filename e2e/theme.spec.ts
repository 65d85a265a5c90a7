import { contrastRatio, NON_TEXT_CONTRAST, parseRgb } from "@/lib/theme/contrast";
import { expect, LESSON_PATH, test, useStoredTheme } from "./fixtures";

const darkBackground = "rgb(16, 18, 22)";
const lightBackground = "rgb(255, 255, 255)";

test("the theme follows the system until the reader chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("body")).toHaveCSS("background-color", darkBackground);
  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
});

test("a chosen theme persists across reloads and is applied before any bundle runs", async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(LESSON_PATH);
  await page.locator("fieldset[data-ready]").waitFor();
  await page.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("body")).toHaveCSS("background-color", darkBackground);

  // With every script bundle blocked, only the inline boot script can set the
  // theme: if it does, the first paint is already dark (no flash).
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("body")).toHaveCSS("background-color", darkBackground);
  await page.unroute("**/_next/static/**/*.js");
  // The blocked bundles are logged as failed loads; those are this test's own doing.
  const unexpected = consoleErrors.filter((e) => !e.includes("net::ERR_FAILED"));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test("the theme toggle works from the keyboard and back to the system", async ({ page, consoleErrors }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.locator("fieldset[data-ready]").waitFor();
  await page.getByRole("radio", { name: "System" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(page.locator("body")).toHaveCSS("background-color", darkBackground);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await page.getByRole("radio", { name: "Dark" }).focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  await expect(page.locator("body")).toHaveCSS("background-color", lightBackground);
  expect(consoleErrors).toEqual([]);
});

for (const theme of ["light", "dark"] as const) {
  test(`the theme switch's focus ring stands out from the chosen pill and from the page (${theme})`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.goto("/");
    await page.locator("fieldset[data-ready]").waitFor();
    const chosen = page.getByRole("radio", { name: theme === "light" ? "Light" : "Dark" });
    await expect(chosen).toBeChecked();
    // Reached with the keyboard, so the ring is the :focus-visible one a keyboard user sees.
    await chosen.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(chosen).toBeFocused();
    const pill = page.locator(".theme-option", { has: chosen });
    const colours = await pill.evaluate((label) => {
      const style = getComputedStyle(label);
      return {
        ring: style.outlineColor,
        ringWidth: style.outlineWidth,
        pill: style.backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
    const [ring, fill, background] = [colours.ring, colours.pill, colours.page].map(parseRgb);
    if (!ring || !fill || !background) throw new Error(`unreadable colours: ${JSON.stringify(colours)}`);
    expect(colours.ringWidth).not.toBe("0px");
    expect(contrastRatio(ring, fill), "ring against the pill").toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(contrastRatio(ring, background), "ring against the page").toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
}
