import { readFileSync } from "node:fs";
import { stylesheetAddress } from "../scripts/serve/critical-css.mjs";
import { payloadAddress } from "../scripts/serve/rsc-payload-file.mjs";
import { SITE_CSS_FILE } from "../scripts/site-css-file.mjs";
import { expect, LESSON_PATH, test } from "./fixtures";
import { holdRequests } from "./page-helpers";

// The stylesheet is inline in <head>, once per document (components/site/site-style.tsx),
// so no stylesheet request holds back the first paint; the production server cuts it to
// the rules the page's markup can use and names the whole one in a data-boot-css marker,
// which the loader adds before the framework starts (scripts/serve/critical-css.mjs).
const ROUTES = ["/", LESSON_PATH, "/sandbox", "/embed/error-envelope/match"];
const css = readFileSync(SITE_CSS_FILE, "utf8");
// A stretch of the compiled file that occurs in it once (the first such 80 characters from
// its middle on), to find a copy of the stylesheet where there should be none.
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const probe = (() => {
  for (let at = Math.floor(css.length / 2); at + 80 <= css.length; at += 40) {
    const piece = css.slice(at, at + 80);
    if (occurrences(css, piece) === 1) return piece;
  }
  throw new Error(`no stretch of 80 characters occurs once in ${SITE_CSS_FILE}`);
})();

for (const route of ROUTES) {
  test(`${route} carries part of the built stylesheet inline, links none, and names the whole one less its registrations, which the payload does not repeat`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const inline = [...html.matchAll(/<style id="site-css">([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    expect(inline).toHaveLength(1);
    expect((inline[0] as string).length).toBeLessThan(css.length);
    const whole = stylesheetAddress(html);
    const file = await request.get(whole as string);
    expect(file.headers()["content-type"]).toBe("text/css; charset=utf-8");
    // The built stylesheet, less its custom property registrations, which the inline part
    // keeps every one of (adding them again restyles the whole page: critical-css.mjs).
    const registrations = (text: string) => text.match(/@property\b/g)?.length ?? 0;
    expect(registrations(css)).toBeGreaterThan(0);
    expect(registrations(inline[0] as string)).toBe(registrations(css));
    const filed = await file.text();
    expect(registrations(filed)).toBe(0);
    expect(filed).toBe(css.replace(/@property\s*[^{}]*\{[^{}]*\}/g, ""));
    const payload = payloadAddress(html);
    expect(occurrences(await (await request.get(payload as string)).text(), probe)).toBe(0);
  });
}

/** What each element of the page looks like: the properties that place and paint it. */
const looks = () =>
  [...document.querySelectorAll("body *")].map((element) => {
    const style = getComputedStyle(element);
    return [
      "display",
      "position",
      "visibility",
      "color",
      "background-color",
      "font-size",
      "font-weight",
      "line-height",
      "margin",
      "padding",
      "border-width",
      "border-color",
      "width",
      "height",
      "gap",
      "grid-template-columns",
      "flex-direction",
      "text-decoration-line",
      // What Tailwind's registered custom properties give their initial values to.
      "border-style",
      "box-shadow",
      "outline-style",
      "transform",
    ]
      .map((name) => `${name}:${style.getPropertyValue(name)}`)
      .join(";");
  });

for (const width of [360, 1280]) {
  for (const route of ROUTES) {
    test(`${route} at ${width} px looks the same with the page's part of the stylesheet as with the whole one`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // The framework is held back throughout, so only the stylesheet changes.
      await holdRequests(page, "**/_next/static/**/*.js");
      const release = await holdRequests(page, "**/_boot/*.css");
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const before = await page.evaluate(looks);
      expect(before.length).toBeGreaterThan(20);
      release();
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes("/_boot/") && sheet.cssRules.length > 0),
      );
      const after = await page.evaluate(looks);
      expect(after).toEqual(before);
    });
  }
}

test("the styles survive a move between pages without a reload", async ({ page }) => {
  await page.goto("/");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole("link", { name: "sandbox", exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The whole stylesheet, added before the framework started, is still there.
  const whole = await page.evaluate(() =>
    [...document.styleSheets].filter((sheet) => sheet.href?.includes("/_boot/")).map((sheet) => sheet.cssRules.length),
  );
  expect(whole).toHaveLength(1);
  expect(whole[0]).toBeGreaterThan(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
});
