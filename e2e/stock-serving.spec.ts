import { embedPaths, expect, lessonPartPaths, test } from "./fixtures";

/**
 * What issue 34 asked of serving: Next's own server (`next start`, as `npm start`, the
 * image and these tests run it) sends every page and asset compressed, and every page
 * hydrates, so the site's links are client navigations.
 */
const SITE_PAGES = ["/", "/sandbox", ...lessonPartPaths()];
// Next's compression leaves bodies under 1 kB as they are.
const COMPRESSIBLE_BYTES = 1024;

for (const path of [...SITE_PAGES, ...embedPaths()]) {
  test(`${path} and the document, scripts and stylesheet it loads come gzip-compressed`, async ({ page, baseURL }) => {
    const seen: string[] = [];
    const plain: string[] = [];
    // The verdict reads headers only: the browser's copy of a body can be gone by the time a
    // listener asks for it (Chromium drops it at will), which failed this test once in CI.
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!response.url().startsWith(baseURL ?? "") || !["document", "script", "stylesheet"].includes(type)) return;
      if (response.status() !== 200) return;
      seen.push(response.url());
      if (response.headers()["content-encoding"] !== "gzip") plain.push(response.url());
    });
    await page.goto(path, { waitUntil: "load" });
    expect(seen.length, "a page with scripts").toBeGreaterThan(1);
    // What came plain may only be a body too small to compress: fetched again to weigh it.
    const uncompressed: string[] = [];
    for (const url of plain) {
      const body = await (await page.request.get(url)).body();
      if (body.length >= COMPRESSIBLE_BYTES) uncompressed.push(`${url} (${body.length} bytes)`);
    }
    expect(uncompressed).toEqual([]);
  });
}

for (const path of SITE_PAGES) {
  test(`${path} hydrates: the header's link is a client navigation`, async ({ page }) => {
    await page.goto(path);
    // The theme control marks itself once its effect has run: the header has hydrated.
    await expect(page.locator("fieldset[data-ready]")).toBeAttached();
    // A mark on the window survives a client navigation and dies with a document load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const target = path === "/sandbox" ? "/" : "/sandbox";
    const link =
      target === "/"
        ? page.getByRole("banner").getByRole("link", { name: "Envelope Lab" })
        : page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Sandbox" });
    await link.click();
    await expect(page).toHaveURL(target);
    await expect(link).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
}
