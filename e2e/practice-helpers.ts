import { expect, type Page, type Response } from "@playwright/test";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import type { PracticeItem } from "@/lib/practice/generate";
import { oracleQuestion, rederiveKey, sqlExecutor } from "@/lib/practice/test-support";
import { drawnSlug } from "./draw-log";

/** The independent oracle's SQL, one per test file (close it in afterAll). */
export const practiceExecutor = sqlExecutor();

type Drawn = { ticket: string; item: Omit<PracticeItem, "seed" | "key" | "step" | "scenario"> & { scenario: object } };

/**
 * Resolves to the next item the server draws, keyed by the independent oracle
 * (lib/practice/test-support.ts) from what the browser was sent: the test never reads a
 * key from the app, and the engine seed is not needed, since no key depends on it.
 */
export function nextDraw(page: Page): Promise<{ item: Drawn["item"]; key: string }> {
  return page
    .waitForResponse(
      (response) => response.url().endsWith("/practice") && response.request().postDataJSON()?.op === "draw",
    )
    .then(async (response) => {
      expect(response.status()).toBe(200);
      const { item } = (await response.json()) as Drawn;
      const keyed = { ...item, seed: 0, key: "", step: "success", scenario: { ...item.scenario, seed: 0 } };
      return { item, key: await rederiveKey(keyed as PracticeItem, practiceExecutor) };
    });
}

// Choice ids are answer ids, some with spaces and brackets ("Error (timeout/deadline)").
export const choiceSelector = (choice: string) => `[data-choice="${choice.replace(/["\\]/g, "\\$&")}"]`;

const isCheckpointDraw = (slug: string) => (response: Response) => drawnSlug(response) === slug;

/**
 * Resolves to the next draw the page gets, as checkpoint questions keyed by the independent
 * oracle (lib/practice/test-support.ts) from the calls the browser was sent: the test never
 * reads a key from the app.
 */
export async function nextCheckpointDraw(
  page: Page,
  slug: string,
): Promise<{ ticket: string; questions: CheckpointQuestion[] }> {
  const response = await page.waitForResponse(isCheckpointDraw(slug));
  expect(response.status()).toBe(200);
  return keyCheckpointDraw((await response.json()) as DrawResponse);
}

/** A draw's questions as checkpoint questions, keyed by the independent oracle from the calls it names. */
export async function keyCheckpointDraw(
  drawn: DrawResponse,
): Promise<{ ticket: string; questions: CheckpointQuestion[] }> {
  expect(drawn.questions.length).toBeGreaterThan(0);
  const questions = await Promise.all(drawn.questions.map((question) => oracleQuestion(question, practiceExecutor)));
  return { ticket: drawn.ticket, questions };
}
