import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Frame, Page } from "@playwright/test";
import { INSTRUCTOR_ROLES } from "@/lib/lti/roles";
import type { LaunchOptions } from "@/lib/lti/test-platform/id-token";
import { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { INSTRUCTOR_KEY, LTI_DASHBOARD_PLATFORM_PORT, LTI_TOOL_ORIGIN } from "../playwright.config";
import { attemptBody, CHECKPOINT, rightAnswer, wrongAnswer } from "./checkpoint-support";
import { parseCsv } from "./csv";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { grade, launchOverHttp, learnerSession } from "./instructor-helpers";
import { MATCH } from "./match-helpers";

// One stand-in LMS on a fixed port (the app's LTI_PLATFORMS names it): every test in one worker.
test.describe.configure({ mode: "serial" });

// The e2e data folder outlives a run, so this run's course, links and learners are new ones.
const RUN = randomUUID().slice(0, 8);
const COURSE = { id: `dash-course-${RUN}`, title: `Dashboard course ${RUN}` };
const launchAs = (user: { sub: string; name: string }, widget: string, roles?: string[]): LaunchOptions => ({
  message: "resource-link",
  custom: { slug: "error-envelope", widget },
  resourceLinkId: `dash-${widget}-${RUN}`,
  context: COURSE,
  user: { sub: `${user.sub}-${RUN}`, name: user.name },
  ...(roles ? { roles } : {}),
});
const ADA = { sub: "ada", name: "Ada Dash" };
const BEN = { sub: "ben", name: "Ben Dash" };
// A name a spreadsheet would run as a formula: the CSV must keep it text.
const CY = { sub: "cy", name: "=1+2 Cy" };
// Dee's match score is refused by the gradebook (422): the tool gives it up at once.
const DEE = { sub: "dee", name: "Dee Dash" };
const TEACHER = { sub: "teacher", name: "Tess Teacher" };
const TEACHER_LAUNCH = launchAs(TEACHER, "checkpoint", [INSTRUCTOR_ROLES[0]]);

/** The first question with options: its most-chosen wrong option is the one every wrong sheet picks. */
const QUESTION = CHECKPOINT.questions.flatMap((q) => (q.kind === "order" ? [] : [q]))[0];
const WRONG_OPTION = QUESTION?.options.find((o) => QUESTION && o.id === wrongAnswer(QUESTION)[0]);
const WRONG_CARD = MATCH.cards.find((card) => card.status !== "ok");
const RIGHT_CARD = MATCH.cards.find((card) => card.status === "ok");
/** Ada's match score: every card on ok, so right only where ok is the answer. */
const ADA_MATCH = `${Math.round((100 * MATCH.cards.filter((c) => c.status === "ok").length) / MATCH.cards.length)}%`;

let server: Awaited<ReturnType<typeof startTestPlatformServer>>;
let learnerToken = "";
/** The class results address the instructor's launch offered (on the tool's origin). */
let resultsUrl = "";

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? "";
  server = await startTestPlatformServer(
    {
      toolLoginUrl: `${LTI_TOOL_ORIGIN}/api/lti/login`,
      toolLaunchUrl: `${LTI_TOOL_ORIGIN}/api/lti/launch`,
      toolJwks: async () => (await fetch(`${base}/api/lti/jwks`)).json(),
    },
    LTI_DASHBOARD_PLATFORM_PORT,
  );
  const { services } = server.platform;
  // Ada passes the checkpoint and tries the match with every card on ok; both scores reach the gradebook.
  const delivered = services.scores.length;
  learnerToken = await learnerSession(server, base, launchAs(ADA, "checkpoint"));
  // Ada's checkpoint is opened first, so the server times it (graded at once: under half a minute, "0").
  const opened = await fetch(`${base}/api/lessons/error-envelope/checkpoint/opened`, {
    method: "POST",
    headers: { authorization: `Bearer ${learnerToken}` },
  });
  expect(opened.status).toBe(204);
  await grade(base, "/api/lessons/error-envelope/checkpoint", await attemptBody(base, rightAnswer), learnerToken);
  const adaMatch = await learnerSession(server, base, launchAs(ADA, "match"));
  const allOk = Object.fromEntries(MATCH.cards.map((card) => [card.id, "ok"]));
  await grade(base, "/api/lessons/error-envelope/match", { placements: allOk }, adaMatch);
  await expect.poll(() => services.scores.length, { timeout: 30_000 }).toBe(delivered + 2);
  // Dee places every card on ok as Ada did (the match figures stay as they were), and the
  // gradebook refuses her score for good.
  const posted = services.calls.scores;
  services.failNextScores(1, 422);
  await grade(
    base,
    "/api/lessons/error-envelope/match",
    { placements: allOk },
    await learnerSession(server, base, launchAs(DEE, "match")),
  );
  await expect.poll(() => services.calls.scores, { timeout: 30_000 }).toBe(posted + 1);
  // From now on the gradebook refuses every score: Ben's and Cy's stay in the queue.
  services.failNextScores(10_000);
  for (const learner of [BEN, CY]) {
    const token = await learnerSession(server, base, launchAs(learner, "checkpoint"));
    await grade(base, "/api/lessons/error-envelope/checkpoint", await attemptBody(base, wrongAnswer), token);
  }
  const landing = await launchOverHttp(server, base, TEACHER_LAUNCH);
  expect(landing.status).toBe(200);
  const href = /href="([^"]+)"[^>]*data-class-results/.exec(await landing.text())?.[1] ?? "";
  resultsUrl = href.replaceAll("&#38;", "&");
  expect(resultsUrl.startsWith(`${LTI_TOOL_ORIGIN}/instructor?session=`)).toBe(true);
});

test.afterAll(async () => {
  await server?.close();
});

/** Opens the course page as the instructor and returns the tool's frame with its landing page. */
async function openCoursePage(page: Page): Promise<Frame> {
  const launch = Buffer.from(JSON.stringify(TEACHER_LAUNCH)).toString("base64url");
  // The stand-in LMS has no favicon; the browser's 404 for it is not the tool's error.
  await page.route(`${server.issuer}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${server.issuer}/course?launch=${launch}`);
  const frameOf = () => page.frames().find((f) => f.url().startsWith(`${LTI_TOOL_ORIGIN}/api/lti/launch`));
  await expect.poll(() => frameOf()?.url()).toBeTruthy();
  const frame = frameOf() as Frame;
  await frame.locator("[data-class-results]").waitFor();
  return frame;
}

/** The figures every view of this course must show, as the seed above makes them. */
async function expectSeededFigures(results: Page) {
  await expect(results.locator("h1")).toHaveText(`Class results: ${COURSE.title}`);
  const checkpoint = results.locator('[data-activity="error-envelope-checkpoint"]');
  const figure = (name: string) => checkpoint.locator(`[data-figure="${name}"]`);
  await expect(figure("Attempts")).toHaveText("3");
  await expect(figure("Learners")).toHaveText("3");
  await expect(figure("Learners passed")).toHaveText("1");
  await expect(figure("Pass rate")).toHaveText("33%");
  await expect(checkpoint.locator('[data-table="error-envelope-checkpoint-scores"] tbody tr')).toHaveText([
    /0–19%\s*2/,
    /20–39%\s*0/,
    /40–59%\s*0/,
    /60–79%\s*0/,
    /80–100%\s*1/,
  ]);
  // First attempts: Ada 100 %, Ben and Cy 0 %; each tried once, so the best attempts are the same.
  await expect(figure("First attempt average")).toHaveText("33%");
  await expect(figure("Best attempt average")).toHaveText("33%");
  const row = checkpoint.locator('[data-table="error-envelope-checkpoint-questions"] tbody tr', {
    hasText: QUESTION?.prompt ?? "",
  });
  // Ada is right on every question and Ben and Cy wrong on every one: each question's
  // item-rest point-biserial is 1.00 (docs/instructor.md has the formula).
  await expect(row.locator("th, td")).toHaveText([
    QUESTION?.prompt ?? "",
    "3",
    "1",
    "33%",
    "1.00",
    WRONG_OPTION?.text ?? "",
    "2",
    WRONG_OPTION?.explanation ?? "",
  ]);
  // The chart names each bar by the question's own text.
  await expect(
    checkpoint.locator('[data-chart="error-envelope-checkpoint-questions"] li', { hasText: QUESTION?.prompt ?? "" }),
  ).toContainText("33%");
  // The spread: Ada chose the right options, Ben and Cy the same wrong one, nobody the rest.
  const spread = checkpoint.locator('[data-table="error-envelope-checkpoint-spread"] tbody tr', {
    hasText: QUESTION?.prompt ?? "",
  });
  await expect(spread).toHaveCount(QUESTION?.options.length ?? 0);
  for (const option of QUESTION?.options ?? []) {
    const [chosen, share] = option.correct ? ["1", "33%"] : option === WRONG_OPTION ? ["2", "67%"] : ["0", "0%"];
    await expect(spread.filter({ hasText: option.text }).locator("td")).toHaveText([
      option.text,
      option.correct ? "yes" : "no",
      chosen,
      share,
    ]);
  }
  // The gradebook: a row per learner, six cells per activity (checkpoint, then match); time
  // spent only where the opening was noted (Ada's checkpoint).
  const gradebook = results.locator('[data-table="gradebook"] tbody tr');
  await expect(gradebook).toHaveCount(4);
  const when = /^\d{4}-\d\d-\d\d \d\d:\d\d$/;
  await expect(gradebook.filter({ hasText: ADA.name }).locator("td")).toHaveText([
    "100%",
    "100%",
    "1",
    when,
    when,
    "0",
    ADA_MATCH,
    ADA_MATCH,
    "1",
    when,
    when,
    "—",
  ]);
  await expect(gradebook.filter({ hasText: BEN.name }).locator("td")).toHaveText([
    "0%",
    "0%",
    "1",
    when,
    when,
    "—",
    "—",
    "—",
    "0",
    "—",
    "—",
    "—",
  ]);
  const cards = results.locator('[data-table="error-envelope-match-cards"] tbody tr');
  await expect(
    cards
      .filter({ hasText: WRONG_CARD?.text ?? "" })
      .locator("td")
      .first(),
  ).toHaveText(WRONG_CARD?.status ?? "");
  await expect(
    cards
      .filter({ hasText: WRONG_CARD?.text ?? "" })
      .locator("td")
      .last(),
  ).toHaveText("0%");
  await expect(
    cards
      .filter({ hasText: RIGHT_CARD?.text ?? "" })
      .locator("td")
      .last(),
  ).toHaveText("100%");
  const passbacks = results.locator('[data-table="passbacks"] tbody tr');
  await expect(passbacks).toHaveCount(3);
  await expect(passbacks.filter({ hasText: BEN.name })).toContainText(/pending/);
  await expect(passbacks.filter({ hasText: CY.name })).toContainText(/pending/);
  await expect(passbacks.filter({ hasText: DEE.name })).toContainText(/failed/);
}

test("by mouse: the instructor's launch links the class results, which show the seeded figures and download a table as CSV", async ({
  page,
}) => {
  const frame = await openCoursePage(page);
  // The landing page wears the site's type and colours (lib/http/site-page-style.ts), not the browser's defaults.
  expect(await frame.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)).toContain("system-ui");
  const [results] = await Promise.all([page.waitForEvent("popup"), frame.locator("[data-class-results]").click()]);
  await expectSeededFigures(results);
  const [download] = await Promise.all([
    results.waitForEvent("download"),
    results.locator('[data-csv="error-envelope-checkpoint-questions"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe("envelope-lab-error-envelope-checkpoint-questions.csv");
  const csv = readFileSync(await download.path(), "utf8").split("\r\n");
  expect(csv[0]).toBe(
    "Question,Attempts,Right,Facility (share right),Discrimination,Most-chosen wrong option,Chosen by,Why it is wrong",
  );
  expect(csv.find((line) => line.includes(",3,1,33%,1.00,"))).toContain(",2,");
});

test("by keyboard only: Tab reaches the class results link and a CSV link, Enter opens and downloads them; a formula-like name stays text", async ({
  page,
}) => {
  const frame = await openCoursePage(page);
  const focusedInFrame = () =>
    frame.evaluate(() => document.activeElement?.hasAttribute("data-class-results") ?? false);
  for (let presses = 0; presses < 20 && !(await focusedInFrame()); presses++) await page.keyboard.press("Tab");
  expect(await focusedInFrame()).toBe(true);
  const [results] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
  await expectSeededFigures(results);
  const link = '[data-csv="passbacks"]';
  const focused = () => results.evaluate((s) => document.activeElement?.matches(s) ?? false, link);
  for (let presses = 0; presses < 120 && !(await focused()); presses++) await results.keyboard.press("Tab");
  expect(await focused()).toBe(true);
  const [download] = await Promise.all([results.waitForEvent("download"), results.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe("envelope-lab-passbacks.csv");
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain(`${BEN.name},`);
  expect(csv).toContain(`'${CY.name},`);
  expect(csv).not.toContain(`\n${CY.name}`);
});

test("the per-response CSV has a row per answer, and its rows add up to the figures on the page", async ({
  request,
}) => {
  const session = new URL(resultsUrl).searchParams.get("session") ?? "";
  const response = await request.get(`/instructor/csv/error-envelope-checkpoint-responses?session=${session}`);
  expect(response.status()).toBe(200);
  const [header, ...rows] = parseCsv(await response.text());
  expect(header).toEqual(["Learner", "Attempt", "Question", "Option chosen", "Right?", "Date (UTC)"]);
  // A row per authored question: the drawn ones are counted by concept in a table of their own.
  expect(rows).toHaveLength(3 * CHECKPOINT.questions.length);
  const answers = rows.filter((r) => r[2] === QUESTION?.prompt);
  expect(answers.filter((r) => r[4] === "yes").map((r) => r[0])).toEqual([ADA.name]);
  expect(answers.filter((r) => r[3] === WRONG_OPTION?.text).map((r) => r[0])).toEqual([BEN.name, `'${CY.name}`]);
  expect(answers.every((r) => r[1] === "1" && /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(r[5] ?? ""))).toBe(true);
});

test("the date filter keeps the launch session, counts only its days, carries them to the CSV, and says why a bad date is refused", async ({
  page,
}) => {
  await page.goto(resultsUrl);
  await page.getByLabel("From (UTC day)").fill("2000-01-01");
  await page.getByLabel("To (UTC day, included)").fill("2000-01-02");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page.locator("[data-date-range]")).toHaveText(
    /Attempts graded from 2000-01-01 to 2000-01-02 \(UTC days, both included\)\./,
  );
  const url = new URL(page.url());
  expect(url.searchParams.get("session")).toBe(new URL(resultsUrl).searchParams.get("session"));
  await expect(page.locator("[data-activity]")).toHaveCount(0);
  const overviewCsv = await page.locator('[data-csv="overview"]').getAttribute("href");
  expect(overviewCsv).toContain("from=2000-01-01&to=2000-01-02");
  const csv = await page.request.get(overviewCsv ?? "");
  expect(parseCsv(await csv.text())).toHaveLength(1);

  await page.goto(`${resultsUrl}&from=yesterday`);
  // (Next's route announcer is an alert too, empty.)
  await expect(page.getByRole("alert").filter({ hasText: "The dates" })).toHaveText(
    "The dates cannot be used: “from” must be a date written YYYY-MM-DD, e.g. 2026-01-31. Every date is shown instead.",
  );
  await expect(page.getByLabel("From (UTC day)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[data-activity="error-envelope-checkpoint"] [data-figure="Attempts"]')).toHaveText("3");
  await expectNoAxeViolations(page);
});

test("a learner's session, a forged one and no key are refused with a page saying why; the key view names nobody", async ({
  request,
}) => {
  const learner = await request.get(`/instructor?session=${learnerToken}`);
  expect(learner.status()).toBe(403);
  expect(await learner.text()).toContain("not an instructor&#39;s");
  const session = new URL(resultsUrl).searchParams.get("session") ?? "";
  const forged = await request.get(`/instructor?session=${session.slice(0, -4)}AAAA`);
  expect(forged.status()).toBe(401);
  const csvForged = await request.get(`/instructor/csv/overview?session=${session.slice(0, -4)}AAAA`);
  expect(csvForged.status()).toBe(401);
  const none = await request.get("/instructor");
  expect(none.status()).toBe(403);
  expect(await none.text()).toContain("/instructor?key=");
  const keyView = await request.get(`/instructor?key=${INSTRUCTOR_KEY}`);
  expect(keyView.status()).toBe(200);
  const html = await keyView.text();
  expect(html).toContain("every course");
  for (const name of [ADA.name, BEN.name, CY.name, DEE.name]) expect(html).not.toContain(name);
  expect(html).toContain("Learner #");
});

for (const width of [1280, 360] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: no violations on the class results at ${width} px, ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await useStoredTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(resultsUrl);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.locator('[data-activity="error-envelope-checkpoint"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

// Last: it changes the queue the tests above read.
test("the instructor reaches 'Retry sending' by Tab, sends the failed score again by mouse, and the page says so", async ({
  page,
}) => {
  await page.goto(resultsUrl);
  const passbacks = page.locator('[data-table="passbacks"] tbody tr');
  await expect(passbacks.filter({ hasText: DEE.name })).toContainText(/failed/);
  const button = page.getByRole("button", { name: "Retry sending the failed score" });
  const focused = () => button.evaluate((b) => document.activeElement === b);
  for (let presses = 0; presses < 120 && !(await focused()); presses++) await page.keyboard.press("Tab");
  expect(await focused()).toBe(true);
  // The gradebook still answers 503 to everything: the requeued score waits as pending.
  server.platform.services.failNextScores(10_000);
  await button.click();
  await expect(page.getByRole("status")).toHaveText("1 score was queued to be sent again.");
  expect(new URL(page.url()).searchParams.get("retried")).toBe("1");
  await expect(passbacks.filter({ hasText: DEE.name })).toContainText(/pending/);
  await expect(button).toHaveCount(0);
  await expectNoAxeViolations(page);
});
