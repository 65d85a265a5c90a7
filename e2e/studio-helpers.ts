import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_STUDIO_LESSONS, INSTRUCTOR_KEY } from "../playwright.config";
import { expect } from "./fixtures";

/**
 * Opens the studio for `slug` with the instructor key, as an instructor does the first time,
 * and waits until it is hydrated and checked: the key is traded for a session and leaves the
 * address, and neither the page nor its payload holds it.
 */
export async function openStudio(page: Page, slug: string) {
  await page.goto(`/studio/${slug}?key=${INSTRUCTOR_KEY}`);
  await expect(page).toHaveURL(new RegExp(`/studio/${slug}$`));
  await expect(page.locator("[data-studio][data-ready][data-hydrated]")).toBeVisible();
  expect(await page.content()).not.toContain(INSTRUCTOR_KEY);
  // The page-size meter's request is over, so a test that stops requests next does not cut it off.
  await expect(pageSizesStatus(page)).not.toHaveText(/^Measuring/, { timeout: 60_000 });
}

export const pageSizesStatus = (page: Page) => page.locator("[data-page-sizes-status]");

export const checkStatus = (page: Page) => page.locator("[data-check-status]");

/**
 * Waits for the check of the draft to say `text`. A ceiling, not a wait: a check compiles
 * the whole lesson on the server, which on a busy 2-core machine running other tests has
 * taken longer than the default 15 s.
 */
export async function expectCheck(page: Page, text: string) {
  await expect(checkStatus(page)).toHaveText(text, { timeout: 60_000 });
}

/** Deletes the editor's first line with the keyboard (the line UNKNOWN_FIELD_LINE added). */
export async function deleteFirstLine(page: Page) {
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Backspace");
}
export const saveStatus = (page: Page) => page.locator("[data-save-status]");
export const editorOf = (page: Page, name: string) => page.locator(`[data-studio-editor="${name}"] .cm-content`);
export const underlines = (page: Page) => page.locator("[data-studio-editor] .cm-lintRange-error");

/** A file of the e2e server's copy of the lessons, which the studio saves into. */
export function savedFile(slug: string, name: string): string {
  return readFileSync(path.join(E2E_STUDIO_LESSONS, slug, name), "utf8");
}

/** A line that match.yaml does not allow at its top: the content check names the unknown field. */
export const UNKNOWN_FIELD_LINE = "colour: blue\n";
