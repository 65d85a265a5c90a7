import { expect, LESSON_PATH, test } from "./fixtures";

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
