import { expect, type Locator, type Page } from "@playwright/test";
import { wakeIsland } from "./fixtures";

/** The sandbox with the given id, once its live version has taken over (data-ready). */
export async function liveSandbox(page: Page, id = "sandbox"): Promise<Locator> {
  const root = page.locator(`[data-sandbox="${id}"]`);
  await wakeIsland(root.locator(".sandbox"));
  return root;
}

export const runButton = (root: Locator) => root.getByRole("button", { name: "Run", exact: true });
export const badge = (root: Locator) => root.getByTestId("envelope-result").locator(".status-badge");

/** Presses Run and waits for the envelope's status badge to show `status`. */
export async function runAndExpect(root: Locator, status: string) {
  await runButton(root).click();
  await expect(badge(root)).toHaveAttribute("data-status", status);
}

/**
 * Clicks the theme switch and tells whether the page handled the click while `busy`
 * (a selector) still matched. A main thread held by the work that `busy` marks could
 * only handle the click after that work ended. This checks the order of events, not
 * a number of milliseconds, so a busy test machine cannot make it fail; the delay
 * itself is measured in `npm run bench` (scripts/bench-sandbox-chaos.mjs).
 */
export async function clickHandledWhile(page: Page, busy: string): Promise<boolean> {
  await page.evaluate((selector) => {
    const record = window as unknown as { handledWhileBusy?: Promise<boolean> };
    record.handledWhileBusy = new Promise((resolve) =>
      document.addEventListener("click", () => resolve(document.querySelector(selector) !== null), {
        capture: true,
        once: true,
      }),
    );
  }, busy);
  await page.getByText("Dark", { exact: true }).click();
  const handled = await page.evaluate(
    () => (window as unknown as { handledWhileBusy: Promise<boolean> }).handledWhileBusy,
  );
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  return handled;
}

/**
 * Clicks a button that is marked aria-disabled, with the mouse, as a student would.
 * Playwright will not click such a button unless forced, and a forced click skips its
 * wait for a still target. The page scrolls smoothly (and a fill just before may have
 * started a scroll), so a forced click can land on whatever the scroll is passing: once,
 * a scenario link below, which navigated away. So the button is brought into view, and
 * clicked only once it has stood still for a few frames with nothing on top of it.
 */
export async function clickHeldButton(page: Page, button: Locator) {
  await expect(button).toHaveAttribute("aria-disabled", "true");
  let point = { x: 0, y: 0 };
  await expect(async () => {
    const found = await button.evaluate(async (element) => {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let last = "";
      for (let still = 0; still < 3; ) {
        await frame();
        const box = element.getBoundingClientRect();
        const where = `${box.left},${box.top},${window.scrollX},${window.scrollY}`;
        still = where === last ? still + 1 : 0;
        last = where;
      }
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return { x, y, hit: element.contains(document.elementFromPoint(x, y)) };
    });
    expect(found.hit, "the held button is the element under the pointer").toBe(true);
    point = found;
  }).toPass();
  await page.mouse.click(point.x, point.y);
}
