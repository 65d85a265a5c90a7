import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect } from "./fixtures";

type AuthoredQuestion = {
  id: string;
  kind: "single" | "multiple" | "predict" | "order";
  section: string;
  options?: { id: string; correct?: boolean; explanation: string }[];
  steps?: { id: string; explanation: string }[];
};

/** The authored checkpoint, read in Node: tests know the key, the page must not. */
export const CHECKPOINT = parse(
  readFileSync(path.join(process.cwd(), "content/lessons/error-envelope/checkpoint.yaml"), "utf8"),
) as { questions: AuthoredQuestion[] };

/** The right answer of each question: option ids, or step ids in order. */
export function rightAnswer(question: AuthoredQuestion): string[] {
  if (question.steps) return question.steps.map((step) => step.id);
  return (question.options ?? []).filter((option) => option.correct).map((option) => option.id);
}

/** A wrong answer: the steps reversed, or the first option that is not correct. */
export function wrongAnswer(question: AuthoredQuestion): string[] {
  if (question.steps) return question.steps.map((step) => step.id).reverse();
  return [(question.options ?? []).find((option) => !option.correct)?.id ?? ""];
}

/**
 * Waits until the server's grader has loaded the lesson (an empty sheet gets its 400):
 * the first load compiles the lesson, which on a busy machine outlasts an expect timeout.
 */
export async function waitForGrader(page: Page) {
  const response = await page.request.post("/api/lessons/error-envelope/checkpoint", { data: { answers: {} } });
  expect(response.status()).toBe(400);
}

/** Loads the interactive checkpoint (hovering shows intent) and waits for it and the grader. */
export async function openCheckpoint(page: Page) {
  await waitForGrader(page);
  const root = page.locator("[data-checkpoint]");
  await root.scrollIntoViewIfNeeded();
  await root.hover();
  await expect(root).toHaveAttribute("data-ready", "true");
  return root;
}

/** Moves a step with the Up buttons until the steps read `target`, clicking like a mouse user. */
export async function arrangeSteps(page: Page, questionId: string, target: string[]) {
  for (let position = 0; position < target.length; position++) {
    const stepId = target[position] ?? "";
    const current = await page
      .locator(`#cp-q-${questionId} [data-step]`)
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-step")));
    for (let i = current.indexOf(stepId); i > position; i--)
      await page.locator(`#cp-${questionId}-${stepId}-up`).click();
  }
}

/** Answers every question with the mouse: right, except the ids in `wrong`. */
export async function answerAll(page: Page, wrong: readonly string[] = []) {
  for (const question of CHECKPOINT.questions) {
    const answer = wrong.includes(question.id) ? wrongAnswer(question) : rightAnswer(question);
    if (question.kind === "order") await arrangeSteps(page, question.id, answer);
    else for (const id of answer) await page.locator(`#cp-${question.id}-${id}`).check();
  }
}
