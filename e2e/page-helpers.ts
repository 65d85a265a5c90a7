import type { Page } from "@playwright/test";

/** Presses Tab (or Shift+Tab when the target is behind) until the element matching `selector` has focus. */
export async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 80; presses++) {
    const where = await page.evaluate((target) => {
      const active = document.activeElement;
      const element = document.querySelector(target);
      if (!element || !active) return "missing";
      if (active === element) return "here";
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING ? "ahead" : "behind";
    }, selector);
    if (where === "here") return;
    if (where === "missing") throw new Error(`${selector} is not on the page`);
    await page.keyboard.press(where === "ahead" ? "Tab" : "Shift+Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Slows the page's CPU `rate` times (4: the way a cheap phone runs the bundle). */
export async function throttleCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Holds every request matching `pattern` from now on until the returned `release` is
 * called, so a test acts while that file is certainly not there, whatever the machine's speed.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
