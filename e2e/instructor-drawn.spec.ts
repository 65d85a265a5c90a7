import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { CONCEPT_LABELS } from "@/lib/practice/concept-ids";
import { loadPractice } from "@/lib/practice/load";
import { INSTRUCTOR_KEY } from "../playwright.config";
import { readCheckpoint, rightAnswer, wrongAnswer } from "./checkpoint-support";
import { parseCsv } from "./csv";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { tabTo } from "./page-helpers";
import { keyCheckpointDraw, practiceExecutor } from "./practice-helpers";

/*
 * Issue 39, "For instructors": the questions a checkpoint draws for each attempt reach the
 * class page, counted by the concept they practise, with the latest one missed in its own words.
 */

const SLUG = "deadlines-and-retries";
const AUTHORED = readCheckpoint(SLUG);
const RUN = randomUUID().slice(0, 8);
const CHECKPOINT_URL = `/api/lessons/${SLUG}/checkpoint`;

test.afterAll(() => practiceExecutor.close());

/** The concept, in words, that practice.yaml teaches under `section`. */
function conceptOf(section: string): string {
  const template = loadPractice(SLUG)?.templates.find((t) => t.section === section);
  if (!template) throw new Error(`practice.yaml of ${SLUG} names no concept under ${section}`);
  return CONCEPT_LABELS[template.concept];
}

/** A learner joins the class over the API and sends one attempt: every authored answer right, the first drawn one wrong. */
async function attemptOnce(request: APIRequestContext, code: string, name: string) {
  const joined = await request.post("/api/classes/join", { data: { code, name } });
  expect(joined.status()).toBe(200);
  const { session } = (await joined.json()) as { session: string };
  const draw = await request.post(CHECKPOINT_URL, { data: { op: "draw" } });
  expect(draw.status()).toBe(200);
  const drawn = await keyCheckpointDraw((await draw.json()) as DrawResponse);
  const [missed, ...rest] = drawn.questions as [CheckpointQuestion, ...CheckpointQuestion[]];
  const answers = Object.fromEntries([
    ...AUTHORED.questions.map((q) => [q.id, rightAnswer(q)]),
    [missed.id, wrongAnswer(missed)],
    ...rest.map((q) => [q.id, rightAnswer(q)]),
  ]);
  const graded = await request.post(CHECKPOINT_URL, { data: { answers, ticket: drawn.ticket, ltiSession: session } });
  expect(graded.status(), await graded.text()).toBe(200);
  return { missed, drawn: drawn.questions };
}

test("the class page counts each attempt's drawn questions by concept, shows the latest missed in its own words, passes axe at 1280 px dark and 360 px light, and a keyboard downloads the table", async ({
  page,
  request,
}) => {
  await useStoredTheme(page, "dark");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/instructor?key=${INSTRUCTOR_KEY}`);
  await page.getByLabel("Name of the new class").fill(`Drawn ${RUN}`);
  await page.getByRole("button", { name: "Make a class" }).click();
  await expect(page).toHaveURL(/\/instructor\?class=[A-Z0-9]{10}$/);
  const code = new URL(page.url()).searchParams.get("class") ?? "";

  const first = await attemptOnce(request, code, `Ada ${RUN}`);
  const latest = await attemptOnce(request, code, `Ben ${RUN}`);
  // Each concept's count over both attempts, and the concept of the one each attempt missed.
  const asked = new Map<string, number>();
  for (const q of [...first.drawn, ...latest.drawn])
    asked.set(conceptOf(q.section), (asked.get(conceptOf(q.section)) ?? 0) + 1);
  const missedConcepts = [first.missed, latest.missed].map((q) => conceptOf(q.section));

  await page.reload();
  const table = page.locator(`[data-table="${SLUG}-checkpoint-drawn"]`);
  await expect(table.locator("tbody tr")).toHaveCount(asked.size);
  for (const [concept, count] of asked) {
    const misses = missedConcepts.filter((c) => c === concept).length;
    const right = count - misses;
    // The latest miss of this concept: the second attempt's when it missed this concept, else the first's.
    const miss = missedConcepts[1] === concept ? latest.missed : missedConcepts[0] === concept ? first.missed : null;
    const rightText = miss?.kind === "single" ? miss.options.find((o) => o.correct)?.text : undefined;
    const chosenText =
      miss?.kind === "single" ? miss.options.find((o) => o.id === wrongAnswer(miss)[0])?.text : undefined;
    await expect(table.locator("tbody tr", { hasText: concept }).locator("th, td")).toHaveText([
      concept,
      String(count),
      String(right),
      `${Math.round((100 * right) / count)}%`,
      miss?.prompt ?? "—",
      rightText ?? "—",
      chosenText ?? "—",
    ]);
  }
  await expectNoAxeViolations(page);
  // At 360 px in the light theme as well.
  await useStoredTheme(page, "light");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(table.locator("tbody tr")).toHaveCount(asked.size);
  await expectNoAxeViolations(page);

  // By keyboard: Tab to the table's CSV link, Enter downloads the same rows.
  const link = `[data-csv="${SLUG}-checkpoint-drawn"]`;
  await tabTo(page, link);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
  expect(header?.[0]).toBe("Concept");
  expect(rows.map((r) => [r[0], r[1]])).toEqual(
    await table
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].slice(0, 2).map((c) => c.textContent))),
  );
});
