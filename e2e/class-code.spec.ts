import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { INSTRUCTOR_KEY } from "../playwright.config";
import { answerAll, CHECKPOINT, openCheckpoint, resultTitle, submitForGrading, TOTAL } from "./checkpoint-support";
import { parseCsv } from "./csv";
import { recordDraws } from "./draw-log";
import { CHECKPOINT_LESSON_PATH, expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";
import { choiceSelector, nextDraw, practiceExecutor } from "./practice-helpers";

// One class for the whole file: the learners join it, the instructor reads it.
test.describe.configure({ mode: "serial" });

// The e2e data folder outlives a run, so this run's class and learners are new ones.
const RUN = randomUUID().slice(0, 8);
/** The questions every attempt shares; each also draws questions of its own, all answered right here. */
const AUTHORED = CHECKPOINT.questions.length;
/** Five learners; learner i gets the first i questions wrong, so scores TOTAL, TOTAL-1, … */
const LEARNERS = ["Ada", "Ben", "Cy", "Dee", "Eve"].map((name, i) => ({
  name: `${name} ${RUN}`,
  wrong: CHECKPOINT.questions.slice(0, i).map((q) => q.id),
  score: TOTAL - i,
  // Ada and Ben each answer one practice item on "status" after the checkpoint: Ada right, Ben wrong.
  practice: i === 0 ? ("right" as const) : i === 1 ? ("wrong" as const) : null,
}));
let code = "";
/** The question of the practice item Ben missed, as his page showed it. */
let missedPrompt = "";
test.afterAll(() => practiceExecutor.close());

/** Answers one drawn "status" item right or wrong, as the oracle keys it; the server keeps it for the class. */
async function practiseOnce(page: Page, how: "right" | "wrong") {
  const drawn = nextDraw(page);
  await page.locator("#practice-concept-status").click();
  const { item, key } = await drawn;
  const choice = how === "right" ? key : (item.choices.find((c) => c.id !== key)?.id ?? "");
  await page.locator(`[data-practice] ${choiceSelector(choice)}`).click();
  const answered = page.waitForResponse(
    (r) => r.url().endsWith("/practice") && r.request().postDataJSON()?.op === "answer",
  );
  await page.locator("#practice-check").click();
  expect(await (await answered).json()).toMatchObject({ right: how === "right", kept: true });
  if (how === "wrong") missedPrompt = item.prompt;
}

/** The class code shown on the class's dashboard, as "ABCDE-FGHJK". */
async function shownCode(page: Page) {
  const heading = await page.getByRole("heading", { name: /^Class code:/ }).textContent();
  const found = /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec(heading ?? "")?.[0];
  expect(found, "the class code on the page").toBeTruthy();
  return found as string;
}

/** A learner in a browser of their own: joins with the code (by keyboard alone if asked), answers the checkpoint. */
async function learnerAnswers(browser: Browser, learner: (typeof LEARNERS)[number], keyboard: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  recordDraws(page);
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/join");
  if (keyboard) {
    await tabTo(page, "#class-code");
    await page.keyboard.type(code.toLowerCase());
    await page.keyboard.press("Tab");
    await expect(page.locator("#learner-name")).toBeFocused();
    await page.keyboard.type(learner.name);
    await page.keyboard.press("Enter");
  } else {
    await page.getByLabel("Class code").fill(code);
    await page.getByLabel("Your name").fill(learner.name);
    await page.getByRole("button", { name: "Join the class" }).click();
  }
  const joined = page.getByRole("heading", { name: /^You are in the class / });
  await expect(joined).toBeVisible();
  await expect(joined).toBeFocused();
  await page.goto(CHECKPOINT_LESSON_PATH);
  await expect(page.locator("[data-class-notice]")).toContainText(`as ${learner.name}`);
  // The awake checkpoint tells the server it was opened (the gradebook's time spent): wait for its answer.
  const opened = page.waitForResponse((r) => r.url().endsWith("/checkpoint/opened"));
  await openCheckpoint(page);
  expect((await opened).status()).toBe(204);
  await answerAll(page, learner.wrong);
  await submitForGrading(page);
  await expect(page.locator("[data-checkpoint]")).toContainText(resultTitle(learner.score));
  if (learner.practice) await practiseOnce(page, learner.practice);
  expect(errors).toEqual([]);
  await context.close();
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The class's reports, as the five learners' answers make them: one checkpoint attempt each,
 * learner i wrong on the first i questions. So the first question is right for Ada alone
 * (facility 1 of 5), and its item-rest point-biserial, worked by hand from the rest scores
 * T-1 (Ada), T-1, T-2, T-3, T-4 with T questions: (M1 - M0) / s * sqrt(p(1 - p)) =
 * (1.5 / sqrt(1.36)) * 0.4 = 0.51.
 */
async function expectClassReports(page: Page) {
  const checkpoint = page.locator('[data-activity="error-envelope-checkpoint"]');
  const scores = LEARNERS.map((learner) => learner.score / TOTAL);
  const average = percent(scores.reduce((a, b) => a + b, 0) / scores.length);
  await expect(checkpoint.locator('[data-figure="First attempt average"]')).toHaveText(average);
  await expect(checkpoint.locator('[data-figure="Best attempt average"]')).toHaveText(average);
  const first = CHECKPOINT.questions[0];
  const row = checkpoint.locator('[data-table="error-envelope-checkpoint-questions"] tbody tr', {
    hasText: first?.prompt ?? "",
  });
  await expect(row.locator("th, td").nth(1)).toHaveText("5");
  await expect(row.locator("th, td").nth(2)).toHaveText("1");
  await expect(row.locator("th, td").nth(3)).toHaveText("20%");
  await expect(row.locator("th, td").nth(4)).toHaveText("0.51");
  // The gradebook: a row per learner, best and last the same single attempt, and the
  // minutes from opening the checkpoint to submitting it (known, as the opening was noted).
  const gradebook = page.locator('[data-table="gradebook"] tbody tr');
  await expect(gradebook).toHaveCount(LEARNERS.length);
  const when = /^\d{4}-\d\d-\d\d \d\d:\d\d$/;
  const minutes = /^\d+$/;
  for (const learner of LEARNERS) {
    const score = percent(learner.score / TOTAL);
    await expect(gradebook.filter({ hasText: learner.name }).locator("td")).toHaveText([
      score,
      score,
      "1",
      when,
      when,
      minutes,
    ]);
  }
  // The per-response CSV: a row per answer, adding up to the figures above.
  const response = await page.request.get(
    `/instructor/csv/error-envelope-checkpoint-responses?class=${code.replace("-", "")}`,
  );
  expect(response.status()).toBe(200);
  const [, ...rows] = parseCsv(await response.text());
  // Rows for the authored questions: the drawn ones are counted by concept in a table of their own.
  expect(rows).toHaveLength(LEARNERS.length * AUTHORED);
  const firstRows = rows.filter((r) => r[2] === first?.prompt);
  expect(firstRows.filter((r) => r[4] === "yes").map((r) => r[0])).toEqual([LEARNERS[0]?.name]);
  expect(rows.filter((r) => r[4] === "yes")).toHaveLength(
    LEARNERS.reduce((sum, learner) => sum + AUTHORED - learner.wrong.length, 0),
  );
  // Practice, ungraded: two learners practised "status", one missed; the item he missed is shown again.
  const practice = page.locator('[data-practice-figures="error-envelope"]');
  const mastery = practice.locator('[data-table="error-envelope-practice-mastery"] tbody tr', {
    hasText: "The status of a call",
  });
  await expect(mastery.locator("th, td")).toHaveText(["The status of a call", "2", "0", "0", "2", "50%"]);
  const missed = practice.locator('[data-table="error-envelope-practice-missed"] tbody tr');
  await expect(missed).toHaveCount(1);
  await expect(missed.locator("th, td").nth(4)).toHaveText(missedPrompt);
}

test("an instructor makes a class; five learners join with its code and answer; the class page names them with their scores, and its gradebook, facility, discrimination and per-response CSV show the figures their answers make", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.goto(`/instructor?key=${INSTRUCTOR_KEY}`);
  await page.getByLabel("Name of the new class").fill(`Class ${RUN}`);
  await page.getByRole("button", { name: "Make a class" }).click();
  await expect(page).toHaveURL(/\/instructor\?class=[A-Z0-9]{10}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Class results: Class ${RUN}`);
  code = await shownCode(page);
  await expect(page.locator("[data-empty-results]")).toContainText("No graded attempts yet");

  for (const [i, learner] of LEARNERS.entries()) await learnerAnswers(browser, learner, i === 0);

  await page.reload();
  const rows = page.locator("[data-class-members] tbody tr");
  await expect(rows).toHaveCount(LEARNERS.length);
  for (const learner of LEARNERS)
    await expect(rows.filter({ hasText: learner.name })).toContainText(`checkpoint: ${learner.score}/${TOTAL} (1)`);
  await expect(page.locator("[data-empty-results]")).toHaveCount(0);
  await expectClassReports(page);
  // The instructor key's overview lists the class and links to it.
  await page.goto("/instructor");
  await expect(page.getByRole("link", { name: `Class ${RUN}` })).toHaveAttribute(
    "href",
    `/instructor?class=${code.replace("-", "")}`,
  );
});

test("a wrong code is refused with what to do, and what was typed stays", async ({ page, consoleErrors }) => {
  await page.goto("/join");
  await page.getByLabel("Class code").fill("ACDEF-GHJK4");
  await page.getByLabel("Your name").fill("Fay");
  await page.getByRole("button", { name: "Join the class" }).click();
  await expect(page.locator("#join-error")).toHaveText(
    "No class has the code ACDEF-GHJK4. Check it with your instructor and type it again.",
  );
  await expect(page.getByLabel("Class code")).toHaveValue("ACDEF-GHJK4");
  await expect(page.getByLabel("Your name")).toHaveValue("Fay");
  // The browser logs the refusal's 404 itself; it is the answer this test asked for.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 404")));
});

test("a learner can leave the class from a lesson page, and focus stays on the page's content", async ({ page }) => {
  await page.goto(`/join?code=${code}`);
  await expect(page.getByLabel("Class code")).toHaveValue(code);
  await page.getByLabel("Your name").fill(`Gus ${RUN}`);
  await page.getByRole("button", { name: "Join the class" }).click();
  // The join is a request: leaving the page before its answer would drop the class cookie.
  await expect(page.getByRole("heading", { name: /^You are in the class / })).toBeVisible();
  await page.goto(CHECKPOINT_LESSON_PATH);
  await page.getByRole("button", { name: "Leave the class" }).click();
  await expect(page.locator('[data-class-notice="left"]')).toBeFocused();
  await page.reload();
  await expect(page.locator("[data-class-notice]")).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const)
  test(`axe: no violations on /join at 1280 and 360 px in the ${theme} theme, empty, refused and joined`, async ({
    page,
    consoleErrors,
  }) => {
    await useStoredTheme(page, theme);
    await page.goto("/join");
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const scan = async () => {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page);
      }
    };
    await scan();
    await page.getByLabel("Class code").fill("nope");
    await page.getByLabel("Your name").fill("Hal");
    await page.getByRole("button", { name: "Join the class" }).click();
    await expect(page.locator("#join-error")).toContainText("is not a class code");
    await scan();
    await page.getByLabel("Class code").fill(code);
    await page.getByRole("button", { name: "Join the class" }).click();
    await expect(page.getByRole("heading", { name: /^You are in the class / })).toBeVisible();
    await scan();
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 404")));
  });
