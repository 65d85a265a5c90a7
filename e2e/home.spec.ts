import { expect, LESSON_PATH, test } from "./fixtures";

test("the index lists the lesson with its summary, minutes and objectives", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Lessons" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "The error envelope" }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(/About \d+ minutes/)).toBeVisible();
  await expect(card.getByRole("heading", { name: "What you will learn" })).toBeVisible();
  expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(3);

  await card.getByRole("link", { name: "The error envelope" }).click();
  await expect(page).toHaveURL(LESSON_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "The error envelope" })).toBeVisible();
});

test("a keyboard user can skip straight to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  // Focus, not the address: Next writes the address it hydrated with back into history,
  // so an Enter pressed while the page hydrates can lose the #main it added.
  await expect(page.locator("main#main")).toBeFocused();
});
