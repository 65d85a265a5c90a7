import path from "node:path";
import type { Frame, Page } from "@playwright/test";
import { readDataFile } from "@/lib/content/read-data-file";
import { checkpointFileSchema } from "@/lib/exercises/checkpoint/check";
import { CHECKPOINT_FIXED_IDS, checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";
import type { Checkpoint, CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { loadPractice } from "@/lib/practice/load";
import { latestDraw } from "./draw-log";
import { expect, LESSON_SLUG, wakeIsland } from "./fixtures";
import { tabTo } from "./page-helpers";
import { keyCheckpointDraw } from "./practice-helpers";

/**
 * A lesson's checkpoint.yaml, read in Node with the app's own reader and schema, so
 * tests know the key (the page must not) and every count follows the file. Section
 * ids are not checked here: that needs the compiled lesson, and the unit tests do it.
 */
export function readCheckpoint(slug: string): Checkpoint {
  const result = readDataFile(
    path.join(process.cwd(), "content/lessons", slug, "checkpoint.yaml"),
    checkpointFileSchema(),
  );
  if (!result.ok) throw new Error(`checkpoint.yaml of ${slug} does not load: ${JSON.stringify(result.problems)}`);
  return result.value;
}

/** The first lesson's authored questions: every attempt asks these, then its drawn ones. */
export const CHECKPOINT = readCheckpoint(LESSON_SLUG);
const authoredOf = (slug: string) => (slug === LESSON_SLUG ? CHECKPOINT : readCheckpoint(slug));

/** How many questions each attempt at the first lesson's checkpoint draws (practice.yaml). */
export const DRAWS = loadPractice(LESSON_SLUG)?.checkpoint?.draws ?? 0;
/** How many questions one attempt at the first lesson's checkpoint asks in all. */
export const TOTAL = CHECKPOINT.questions.length + DRAWS;

/**
 * The checkpoint an attempt on this page asks: the authored questions, then the drawn ones
 * the page shows now, keyed by the independent oracle from the draw the page received
 * (draw-log.ts). Waits until the page shows the latest draw, so after Try again it is the
 * new one. `scope` is the page, or the frame the checkpoint is embedded in.
 */
export async function attemptOn(scope: Page | Frame, slug = LESSON_SLUG): Promise<Checkpoint> {
  const authored = authoredOf(slug);
  if (!loadPractice(slug)?.checkpoint) return authored;
  const page = "page" in scope ? scope.page() : scope;
  let shown: DrawResponse | undefined;
  await expect
    .poll(
      async () => {
        const received = latestDraw(page, slug);
        const drawn = await received;
        if (!drawn || drawn.questions.length === 0) return "no draw received yet";
        // Drawn questions have the same ids on every attempt: the page shows this draw when every one reads as it.
        const texts = await Promise.all(
          drawn.questions.map((q) =>
            scope.locator(`#${checkpointDomIds.question(q.id)}`).textContent({ timeout: 1_000 }),
          ),
        );
        if (drawn.questions.some((q, at) => !texts[at]?.includes(q.prompt)))
          return "the latest draw is not on the page yet";
        if (latestDraw(page, slug) !== received) return "another draw arrived while the page was read";
        shown = drawn;
        return "shown";
      },
      { message: `the drawn questions of ${slug}'s checkpoint`, timeout: 15_000 },
    )
    .toBe("shown");
  const { questions } = await keyCheckpointDraw(shown as DrawResponse);
  return { ...authored, questions: [...authored.questions, ...questions] };
}

/** CSS selectors of the checkpoint's one-per-page elements, from the ids the widget uses. */
export const CP = {
  submit: `#${CHECKPOINT_FIXED_IDS.submit}`,
  retry: `#${CHECKPOINT_FIXED_IDS.retry}`,
  resultTitle: `#${CHECKPOINT_FIXED_IDS.resultTitle}`,
  unanswered: `#${CHECKPOINT_FIXED_IDS.unanswered}`,
} as const;

/**
 * One attempt at `slug`'s checkpoint as an API client makes it: draws the attempt's questions
 * (as the widget does; none for a checkpoint that draws none), keys them with the independent
 * oracle, and returns the body to grade, every question answered with `answer`.
 */
export async function attemptBody(
  baseURL: string,
  answer: (question: CheckpointQuestion) => string[],
  slug = LESSON_SLUG,
) {
  const authored = authoredOf(slug);
  const sheet = (questions: CheckpointQuestion[]) => Object.fromEntries(questions.map((q) => [q.id, answer(q)]));
  if (!loadPractice(slug)?.checkpoint) return { answers: sheet(authored.questions) };
  const response = await fetch(`${baseURL}/api/lessons/${slug}/checkpoint`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ op: "draw" }),
  });
  expect(response.status).toBe(200);
  const drawn = await keyCheckpointDraw((await response.json()) as DrawResponse);
  return { answers: sheet([...authored.questions, ...drawn.questions]), ticket: drawn.ticket };
}

/**
 * The heading a result with `score` right answers shows, by the rules in docs/checkpoint.md.
 * Without `checkpoint`, an attempt at the first lesson's (TOTAL questions); without `drawn`,
 * one whose drawn questions reach the pass mark.
 */
export function resultTitle(score: number, checkpoint?: Checkpoint, drawn?: { right: number; of: number }): string {
  const max = checkpoint ? checkpoint.questions.length : TOTAL;
  const { passMark } = checkpoint ?? CHECKPOINT;
  const percent = Math.round((100 * score) / max);
  // An attempt that drew questions passes only if they reach the mark on their own too.
  const drawnReach = drawn ? Math.round((100 * drawn.right) / drawn.of) >= passMark : true;
  const passed = percent >= passMark && drawnReach;
  return `${passed ? "Passed" : "Not passed yet"}: ${score} of ${max} (${percent}%)`;
}

/** The right answer of each question: option ids, or step ids in order. */
export function rightAnswer(question: CheckpointQuestion): string[] {
  if (question.kind === "order") return question.steps.map((step) => step.id);
  return question.options.filter((option) => option.correct).map((option) => option.id);
}

/** A wrong answer: the steps reversed, or the first option that is not correct. */
export function wrongAnswer(question: CheckpointQuestion): string[] {
  if (question.kind === "order") return question.steps.map((step) => step.id).reverse();
  return [question.options.find((option) => !option.correct)?.id ?? ""];
}

/**
 * Waits until the server's grader has loaded the lesson (an empty sheet gets its 400):
 * the first load compiles the lesson, which on a busy machine outlasts an expect timeout.
 */
export async function waitForGrader(page: Page, slug = LESSON_SLUG) {
  const response = await page.request.post(`/api/lessons/${slug}/checkpoint`, { data: { answers: {} } });
  expect(response.status()).toBe(400);
}

/** Loads the interactive checkpoint on the page (hovering shows intent) and waits for it, its drawn questions and the grader. */
export async function openCheckpoint(page: Page, slug = LESSON_SLUG) {
  await waitForGrader(page, slug);
  const root = page.locator("[data-checkpoint]");
  await root.scrollIntoViewIfNeeded();
  await wakeIsland(root);
  await attemptOn(page, slug);
  return root;
}

/**
 * Moves a step with the Up buttons until the steps read `target`, clicking like a mouse
 * user. The served order comes from a secret, so it can already read `target` (a wrong
 * answer, never the right one): then "Keep this order" answers the question, as a
 * student would, since an order question counts as answered only once acted on.
 */
export async function arrangeSteps(page: Page, questionId: string, target: string[]) {
  let moves = 0;
  for (let position = 0; position < target.length; position++) {
    const stepId = target[position] ?? "";
    const current = await page
      .locator(`#${checkpointDomIds.question(questionId)} [data-step]`)
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-step")));
    for (let i = current.indexOf(stepId); i > position; i--, moves++)
      await page.locator(`#${checkpointDomIds.move(questionId, stepId, "up")}`).click();
  }
  if (moves === 0) await page.locator(`#${checkpointDomIds.keep(questionId)}`).click();
}

/** Gives `answer` to one question with the mouse: ticks its options, or arranges its steps. */
export async function answerQuestion(page: Page, question: CheckpointQuestion, answer: string[]) {
  if (question.kind === "order") await arrangeSteps(page, question.id, answer);
  else for (const id of answer) await page.locator(`#${checkpointDomIds.option(question.id, id)}`).check();
}

/**
 * Answers every question with the mouse: right, except the ids in `wrong`. Without
 * `checkpoint`, the first lesson's attempt on this page, drawn questions and all.
 */
export async function answerAll(page: Page, wrong: readonly string[] = [], checkpoint?: Checkpoint) {
  for (const question of (checkpoint ?? (await attemptOn(page))).questions) {
    await answerQuestion(page, question, wrong.includes(question.id) ? wrongAnswer(question) : rightAnswer(question));
  }
}

/**
 * Presses "Check my answers" and waits for the server's grade. The first grade after
 * a server starts compiles the lesson, which can outlast an assertion's 5 s on a busy
 * machine, so this waits on the response itself (bounded by the test's timeout).
 */
export async function submitForGrading(page: Page) {
  const graded = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/api\/lessons\/[^/]+\/checkpoint$/.test(response.url()),
  );
  await page.getByRole("button", { name: "Check my answers" }).click();
  await graded;
}

const domOrder = (page: Page, questionId: string, selector: string, attribute: string) =>
  page
    .locator(`#${checkpointDomIds.question(questionId)} ${selector}`)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ""), attribute);

/** Answers every question of `checkpoint` right with the keyboard alone: Space, arrows, and the Up buttons. */
export async function answerRightWithKeyboard(page: Page, checkpoint: Checkpoint) {
  for (const question of checkpoint.questions) {
    const answer = rightAnswer(question);
    if (question.kind === "order") {
      for (let position = 0; position < answer.length; position++) {
        const stepId = answer[position] ?? "";
        const from = (await domOrder(page, question.id, "[data-step]", "data-step")).indexOf(stepId);
        if (from === position) continue;
        await tabTo(page, `#${checkpointDomIds.move(question.id, stepId, "up")}`);
        for (let i = from; i > position; i--) await page.keyboard.press("Enter");
        await expect(page.locator("[data-announcer]")).toHaveText(
          new RegExp(`moved to position ${position + 1} of ${answer.length}`),
        );
      }
      expect(await domOrder(page, question.id, "[data-step]", "data-step")).toEqual(answer);
    } else if (question.kind === "multiple") {
      for (const optionId of answer) {
        await tabTo(page, `#${checkpointDomIds.option(question.id, optionId)}`);
        await page.keyboard.press("Space");
      }
    } else {
      const options = await domOrder(page, question.id, "input", "value");
      await tabTo(page, `#${checkpointDomIds.option(question.id, options[0] ?? "")}`);
      const index = options.indexOf(answer[0] ?? "");
      if (index === 0) await page.keyboard.press("Space");
      for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
    }
    await expect(page.locator(`#${checkpointDomIds.question(question.id)} input:checked`)).toHaveCount(
      question.kind === "order" ? 0 : answer.length,
    );
  }
}
