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
    const uncompressed: string[] = [];
    const seen: string[] = [];
    // Each body is read in the listener; all are awaited before the verdict.
    const reads: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!response.url().startsWith(baseURL ?? "") || !["document", "script", "stylesheet"].includes(type)) return;
      if (response.status() !== 200) return;
      seen.push(response.url());
      reads.push(
        response.body().then((body) => {
          if (body.length >= COMPRESSIBLE_BYTES && response.headers()["content-encoding"] !== "gzip") {
            uncompressed.push(`${response.url()} (${body.length} bytes)`);
          }
        }),
      );
    });
    await page.goto(path, { waitUntil: "load" });
    await Promise.all(reads);
    expect(seen.length, "a page with scripts").toBeGreaterThan(1);
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
