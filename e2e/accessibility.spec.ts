import { expect, expectNoAxeViolations, LESSON_PATH, test, useStoredTheme } from "./fixtures";

const ROUTES = ["/", LESSON_PATH, "/lessons/no-such-lesson"];

for (const theme of ["light", "dark"] as const) {
  for (const route of ROUTES) {
    test(`axe finds no violations on ${route} in the ${theme} theme`, async ({ page, consoleErrors }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(route);
      await expectNoAxeViolations(page);
      // The 404 route's document status is itself logged by the browser.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
    });
  }
}

test("on a 360 px phone, every lesson table scrolls in a named region that takes keyboard focus", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LESSON_PATH);
  const regions = page.locator(".prose-lesson section.table-scroll");
  await expect(regions.first()).toBeVisible();
  for (const region of await regions.all()) {
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleName(/^Table: /);
  }
  await expectNoAxeViolations(page);
});
