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
 * Clicks the theme switch and returns how long the page took to start handling the click,
 * measured in the page: from the input event's own timestamp to its handler.
 */
export async function clickDelay(page: Page): Promise<number> {
  await page.evaluate(() => {
    const record = window as unknown as { clickDelay?: Promise<number> };
    record.clickDelay = new Promise((resolve) =>
      document.addEventListener("click", (event) => resolve(performance.now() - event.timeStamp), {
        capture: true,
        once: true,
      }),
    );
  });
  await page.getByText("Dark", { exact: true }).click();
  return page.evaluate(() => (window as unknown as { clickDelay: Promise<number> }).clickDelay);
}
