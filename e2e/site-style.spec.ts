import { readFileSync } from "node:fs";
import { SITE_CSS_FILE } from "../scripts/site-css-file.mjs";
import { expect, LESSON_PATH, test } from "./fixtures";

// The stylesheet is inline in <head>, once per document (components/site/site-style.tsx):
// no stylesheet request holds back the first paint, and the RSC payload does not carry
// a second copy.
const ROUTES = ["/", LESSON_PATH, "/sandbox", "/embed/error-envelope/match"];
const css = readFileSync(SITE_CSS_FILE, "utf8");
// A stretch of the compiled file that occurs in it once (the first such 80 characters from
// its middle on): once in a document that holds the stylesheet once, twice if the payload
// repeated it.
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const probe = (() => {
  for (let at = Math.floor(css.length / 2); at + 80 <= css.length; at += 40) {
    const piece = css.slice(at, at + 80);
    if (occurrences(css, piece) === 1) return piece;
  }
  throw new Error(`no stretch of 80 characters occurs once in ${SITE_CSS_FILE}`);
})();

for (const route of ROUTES) {
  test(`${route} carries the built stylesheet inline once and links none`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html.match(/<style id="site-css">/g)).toHaveLength(1);
    expect(occurrences(html, probe)).toBe(1);
  });
}

test("the styles survive a move between pages without a reload", async ({ page }) => {
  await page.goto("/");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole("link", { name: "sandbox", exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.getElementById("site-css")?.textContent)).toBe(css);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
});
