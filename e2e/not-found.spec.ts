import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

for (const path of ["/lessons/no-such-lesson", "/definitely/not/here"]) {
  test(`an unknown address (${path}) gets a real 404 page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "See all lessons" }).click();
    await expect(page).toHaveURL("/");
    // The browser logs the 404 document itself; nothing else may be logged.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
  });
}

test("/favicon.ico answers with the site's icon, so no browser logs a 404 for it", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(await response.text()).toBe(readFileSync("app/icon.svg", "utf8"));
});
