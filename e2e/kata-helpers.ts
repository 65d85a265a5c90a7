import { readFileSync } from "node:fs";
import path from "node:path";
import type { Frame, Page } from "@playwright/test";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { draftKey } from "@/lib/kata/ui/draft";
import { CHECK_BUDGET_MS } from "@/lib/kata/ui/worker-protocol";
import { expect, LESSON_SLUG } from "./fixtures";

/** The lesson's starter, as the page shows it. */
export const STARTER = readFileSync(path.join("content", "lessons", LESSON_SLUG, "kata", "starter.ts"), "utf8");

export const KATA_DRAFT_KEY = draftKey(LESSON_SLUG);

/** The live editor's text area (CodeMirror's content element). */
export const editorContent = (page: Page | Frame) =>
  page.locator(`[data-kata-editor] [data-focus-id="${KATA_IDS.editorFocus}"]`);

/**
 * Replaces the editor's whole text from the keyboard: select all, then the text arrives
 * as typed input (one insertion, so the editor's auto-closing brackets do not double any).
 * The editor must have focus. `scope` is the frame the kata is in, when it is embedded.
 */
export async function replaceCode(page: Page, text: string, scope: Page | Frame = page) {
  await expect(editorContent(scope)).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
  // The draft is saved on every change; reading it back proves the editor holds exactly this text.
  await expect.poll(() => storedDraft(scope)).toBe(text);
}

/** The draft's source as stored, or null. */
export const storedDraft = (page: Page | Frame) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { data: { source: string } }).data.source;
  }, KATA_DRAFT_KEY);

/** How long a check may take before the watchdog has stopped it, with room for a busy machine. */
export const WATCHDOG_WAIT_MS = CHECK_BUDGET_MS + 20_000;

/**
 * Leaves the editor the way the help text says: Escape, then Tab (lands on "Check my layer").
 * CodeMirror lets Tab leave only for a moment after Escape (a couple of seconds, by its own
 * clock), and on a starved machine the Tab can arrive later and indent instead; then the
 * focus is still in the editor, and the student (and this helper) presses the pair again.
 */
export async function leaveEditor(page: Page) {
  const check = page.locator(`#${KATA_IDS.check}`);
  await expect(async () => {
    const inEditor = await editorContent(page).evaluate((editor) => editor.contains(document.activeElement));
    if (inEditor) {
      await page.keyboard.press("Escape");
      await page.keyboard.press("Tab");
    }
    await expect(check).toBeFocused({ timeout: 5_000 });
  }).toPass();
}
