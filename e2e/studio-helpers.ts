import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_STUDIO_LESSONS, INSTRUCTOR_KEY } from "../playwright.config";
import { expect } from "./fixtures";

/** Opens the studio for `slug` with the instructor key and waits until it is hydrated and checked. */
export async function openStudio(page: Page, slug: string) {
  await page.goto(`/studio/${slug}?key=${INSTRUCTOR_KEY}`);
  await expect(page.locator("[data-studio][data-ready][data-hydrated]")).toBeVisible();
}

export const checkStatus = (page: Page) => page.locator("[data-check-status]");
export const saveStatus = (page: Page) => page.locator("[data-save-status]");
export const editorOf = (page: Page, name: string) => page.locator(`[data-studio-editor="${name}"] .cm-content`);
export const underlines = (page: Page) => page.locator("[data-studio-editor] .cm-lintRange-error");

/** A file of the e2e server's copy of the lessons, which the studio saves into. */
export function savedFile(slug: string, name: string): string {
  return readFileSync(path.join(E2E_STUDIO_LESSONS, slug, name), "utf8");
}

/** A line that match.yaml does not allow at its top: the content check names the unknown field. */
export const UNKNOWN_FIELD_LINE = "colour: blue\n";
