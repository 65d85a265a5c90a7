import type { Frame, Page } from "@playwright/test";
import { EMBED_WIDGETS } from "@/lib/embed/protocol";
import { ADL_VERBS, SCORE_TOKEN_EXTENSION } from "@/lib/embed/xapi";
import { XapiStatementSchema } from "@/lib/embed/xapi-schema";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { FOREIGN_PORT } from "../playwright.config";
import { answerAll, CHECKPOINT, CP, TOTAL } from "./checkpoint-support";
import { asPage, HOST, openHost, statements } from "./embed-helpers";
import { expect, expectNoAxeViolations, test, wakeIsland } from "./fixtures";
import { answerOf, CARD_IDS, moveWithMenu } from "./match-helpers";
import { serverKeys } from "./server-keys";

const FOREIGN = `http://127.0.0.1:${FOREIGN_PORT}`;

const frameHeight = (page: Page) => page.locator("#slot iframe").evaluate((el) => el.getBoundingClientRect().height);

/** Places every card right with its "Move to…" menu and checks, inside the embed. */
async function completeMatch(frame: Frame) {
  const root = frame.locator("[data-match-exercise]");
  await wakeIsland(root);
  for (const id of CARD_IDS) await moveWithMenu(asPage(frame), id, answerOf(id));
  await frame.getByRole("button", { name: "Check answers" }).click();
}

test("the frame's height follows its content, growing and shrinking", async ({ page }) => {
  const frame = await openHost(page, "error-envelope");
  const contentHeight = () =>
    frame.locator("#embed-root").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect.poll(async () => Math.abs((await frameHeight(page)) - (await contentHeight()))).toBeLessThanOrEqual(1);
  const before = await frameHeight(page);

  await frame.locator("summary", { hasText: "On this page" }).click();
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(before + 100);
  await frame.locator("summary", { hasText: "On this page" }).click();
  await expect.poll(() => frameHeight(page)).toBeLessThanOrEqual(before + 1);
});

test("finishing the match exercise sends answered, completed and passed statements with its score and a verifiable token", async ({
  page,
}) => {
  const frame = await openHost(page, "error-envelope/match", "&actor=learner-42");
  await completeMatch(frame);

  await expect.poll(async () => (await statements(page)).length).toBe(3);
  const [answered, completed, passed] = await statements(page);
  expect(answered?.verb.id).toBe(ADL_VERBS.answered);
  expect(completed?.verb.id).toBe(ADL_VERBS.completed);
  expect(passed?.verb.id).toBe(ADL_VERBS.passed);
  expect(passed?.result?.success).toBe(true);
  expect(answered?.result?.score).toEqual({ raw: CARD_IDS.length, min: 0, max: CARD_IDS.length, scaled: 1 });
  expect(answered?.object.id).toMatch(/\/lessons\/error-envelope#match$/);
  for (const statement of [answered, completed, passed])
    expect(XapiStatementSchema.safeParse(statement).success).toBe(true);
  // The learner the host named at the handshake, and one "ready" however many hellos it took.
  expect(answered?.actor.account).toEqual({ homePage: HOST, name: "learner-42" });
  expect(await page.evaluate(() => (window as unknown as { readies: number }).readies)).toBe(1);
  // The score rides in a token the server signed for that learner, as the checkpoint's does.
  const token = completed?.result?.extensions?.[SCORE_TOKEN_EXTENSION];
  const verified = await verifyScoreToken(token, serverKeys().verifying, { isKnownLesson: () => true });
  expect(verified.ok && verified.claims).toMatchObject({
    lesson: "error-envelope",
    activity: "match",
    learner: { account: { homePage: HOST, name: "learner-42" } },
    score: CARD_IDS.length,
    max: CARD_IDS.length,
    passed: true,
  });
});

test("the checkpoint sends answered, completed and passed, with a score token the host can verify", async ({
  page,
}) => {
  const frame = await openHost(page, "error-envelope/checkpoint");
  const root = frame.locator("[data-checkpoint]");
  await wakeIsland(root);
  const wrong = [CHECKPOINT.questions[0]?.id ?? ""];
  await answerAll(asPage(frame), wrong);
  await frame.locator(CP.submit).click();

  // The first grading request after start compiles the lesson (for its headings): slow on a busy machine.
  await expect.poll(async () => (await statements(page)).length, { timeout: 30_000 }).toBe(3);
  const sent = await statements(page);
  expect(sent.map((s) => s.verb.display["en-US"])).toEqual(["answered", "completed", "passed"]);
  const total = TOTAL;
  const passed = sent[2];
  expect(passed?.result).toMatchObject({ success: true, completion: true });
  expect(passed?.result?.score).toMatchObject({ raw: total - 1, max: total });
  expect(passed?.result?.duration).toMatch(/^PT/);
  const token = passed?.result?.extensions?.[SCORE_TOKEN_EXTENSION];
  const verified = await verifyScoreToken(token, serverKeys().verifying, { isKnownLesson: () => true });
  expect(verified.ok && verified.claims).toMatchObject({
    lesson: "error-envelope",
    activity: "checkpoint",
    learner: "anonymous",
    score: total - 1,
    max: total,
    passed: true,
  });
  for (const statement of sent) expect(XapiStatementSchema.safeParse(statement).success).toBe(true);

  // A review link leads out of the widget: it opens in a new tab, and the results stay.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    frame
      .getByRole("link", { name: /^Review/ })
      .first()
      .click(),
  ]);
  await tab.waitForLoadState();
  // The lesson's page (or the part of it) that holds the section, at its heading.
  expect(tab.url()).toMatch(/\/lessons\/error-envelope(\/[a-z0-9-]+)?#[a-z0-9-]+$/);
  await expect(frame.locator(CP.resultTitle)).toBeVisible();
  await tab.close();
});

test("an invalid learner is reported to the host, which gets no ready unless it allowed anonymous", async ({
  page,
}) => {
  const tooLong = "x".repeat(201);
  const refusal = {
    reason: "hello-refused",
    problem: "actor.account.name: must be at most 200 characters",
    anonymous: false,
  };
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await openHost(page, "error-envelope/match", `&actor=${tooLong}`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { embedErrors: unknown[] }).embedErrors))
    .toEqual([refusal]);
  // Both sides say so in the console: the frame and the host script.
  await expect.poll(() => warnings.filter((w) => w.includes(refusal.problem)).length).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { readies: number }).readies)).toBe(0);

  const frame = await openHost(page, "error-envelope/match", `&actor=${tooLong}&allowAnonymous=1`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { readies: number }).readies)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { embedErrors: unknown[] }).embedErrors)).toEqual([
    { ...refusal, anonymous: true },
  ]);
  await completeMatch(frame);
  await expect.poll(async () => (await statements(page)).length).toBe(3);
  expect((await statements(page)).map((s) => s.actor.name)).toEqual(Array(3).fill("Anonymous learner"));
});

test("a message from a foreign origin is ignored and nothing is sent there", async ({ page }) => {
  const frame = await openHost(page, "error-envelope/match");
  const meddler = page.frame({ url: `${FOREIGN}/meddler.html` });
  if (!meddler) throw new Error("the foreign frame did not load");
  await meddler.evaluate(() => (window as unknown as { meddle(): void }).meddle());

  await completeMatch(frame);

  await expect.poll(async () => (await statements(page)).length).toBe(3);
  // The foreign hello named "Mallory"; the host never said so, so the learner stays anonymous.
  expect((await statements(page)).map((s) => s.actor.name)).toEqual(Array(3).fill("Anonymous learner"));
  expect(await meddler.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
});

test("a plain iframe (no host script) still gets Canvas's resize message", async ({ page }) => {
  await page.goto(`${HOST}/host.html?path=error-envelope/match&direct=1`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ltiHeights: number[] }).ltiHeights.length))
    .toBeGreaterThan(0);
  const heights = await page.evaluate(() => (window as unknown as { ltiHeights: number[] }).ltiHeights);
  expect(heights.every((h) => h > 100)).toBe(true);
});

test("a page on an origin that is not allowed cannot frame the embed", async ({ page, consoleErrors }) => {
  await page.goto(`${FOREIGN}/host.html?path=error-envelope/match&direct=1`);
  await page.waitForLoadState("load");
  const embedded = page.frameLocator("#slot iframe").locator("[data-match-exercise]");
  await expect(embedded).toHaveCount(0);
  // Chromium reports the refusal itself; that is the behaviour under test.
  const refused = consoleErrors.filter((e) => /frame-ancestors|Refused to frame|ERR_BLOCKED_BY_RESPONSE/.test(e));
  expect(refused.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)));
});

type EmbedError = { reason: string; problem: string; origin: string; fix: string };
const embedErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { embedErrors: EmbedError[] }).embedErrors);

/**
 * The host script gives a silent frame ten seconds from its load: the fake clock jumps ahead
 * two seconds at a time until it speaks, so the test neither waits ten real seconds nor
 * depends on how fast this machine loads the frame.
 */
async function untilEmbedError(page: Page): Promise<EmbedError[]> {
  await expect
    .poll(async () => {
      await page.clock.fastForward(2000);
      return (await embedErrors(page)).length;
    })
    .toBe(1);
  return embedErrors(page);
}

test("a host on an origin that is not allowed is told why, and its reader sees a notice, not a blank frame", async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await page.goto(`${FOREIGN}/host.html?path=error-envelope/match`);
  expect(await untilEmbedError(page)).toEqual([
    {
      reason: "not-allowed",
      origin: FOREIGN,
      problem: expect.stringContaining(`this site's origin, ${FOREIGN}, is not on Envelope Lab's allowed origins`),
      fix: `Ask the Envelope Lab admin to add ${FOREIGN} to EMBED_ALLOWED_ORIGINS and restart the server.`,
    },
  ]);
  const notice = page.locator("#slot").getByRole("status");
  await expect(notice).toContainText(`could not be shown here`);
  await expect(notice).toContainText(`add ${FOREIGN} to EMBED_ALLOWED_ORIGINS`);
  await expect(page.locator("#slot iframe")).toBeHidden();
  await expectNoAxeViolations(page, "#slot");
  // Chromium's own report of the refusal, which the test above covers.
  const refused = consoleErrors.filter((e) => /frame-ancestors|Refused to frame|ERR_BLOCKED_BY_RESPONSE/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)));
});

test("an allowed host gets ready and no error, even long after the frame loaded", async ({ page }) => {
  await page.clock.install();
  await openHost(page, "error-envelope/match");
  await expect.poll(() => page.evaluate(() => (window as unknown as { readies: number }).readies)).toBe(1);
  await page.clock.fastForward(60_000);
  expect(await embedErrors(page)).toEqual([]);
  await expect(page.locator("[data-envelope-lab-error]")).toHaveCount(0);
  await expect(page.locator("#slot iframe")).toBeVisible();
});

test("an allowed host embedding a lesson that does not exist hears the same, naming the path", async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await page.goto(`${HOST}/host.html?path=no-such-lesson/match`);
  const [error] = await untilEmbedError(page);
  expect(error).toMatchObject({ reason: "not-allowed", origin: HOST });
  expect(error?.problem).toContain("(or /embed/no-such-lesson/match does not exist)");
  // The frame's own 404, as the browser logs it.
  const missing = consoleErrors.filter((e) => /404/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !missing.includes(e)));
});

test("a frame that answers after the host gave up replaces its notice and reports ready", async ({ page }) => {
  // Inside the frame, the host's hellos are swallowed until the test lets them through: from
  // the host's side, a frame whose scripts start listening only after the ten seconds.
  await page.addInitScript(() => {
    if (!location.pathname.startsWith("/embed/")) return;
    const held = window as unknown as { holdHellos: boolean };
    held.holdHellos = true;
    window.addEventListener("message", (event) => {
      if (held.holdHellos) event.stopImmediatePropagation();
    });
  });
  await page.clock.install();
  await page.goto(`${HOST}/host.html?path=error-envelope/match`);
  const [error] = await untilEmbedError(page);
  expect(error).toMatchObject({ reason: "not-allowed", origin: HOST });
  await expect(page.locator("#slot").getByRole("status")).toContainText("could not be shown here");
  await expect(page.locator("#slot iframe")).toBeHidden();

  const frame = await (await page.locator("#slot iframe").elementHandle())?.contentFrame();
  if (!frame) throw new Error("the embed frame did not load");
  await frame.evaluate(() => {
    (window as unknown as { holdHellos: boolean }).holdHellos = false;
  });
  // A silent frame is greeted every two seconds: the next hello is answered.
  await expect
    .poll(async () => {
      await page.clock.fastForward(2000);
      return page.evaluate(() => (window as unknown as { readies: number }).readies);
    })
    .toBe(1);
  await expect(page.locator("[data-envelope-lab-error]")).toHaveCount(0);
  await expect(page.locator("#slot iframe")).toBeVisible();
  expect(await embedErrors(page)).toHaveLength(1);
});

test("a frame whose server cannot be reached is reported as unreachable", async ({ page, consoleErrors }) => {
  await page.route(
    (url) => url.pathname.startsWith("/embed/"),
    (route) => route.abort(),
  );
  await page.clock.install();
  await page.goto(`${HOST}/host.html?path=error-envelope/match`);
  const [error] = await untilEmbedError(page);
  expect(error).toMatchObject({ reason: "unreachable", origin: HOST });
  expect(error?.problem).toMatch(/^Envelope Lab at http:\/\/127\.0\.0\.1:\d+ could not be reached\.$/);
  await expect(page.locator("#slot").getByRole("status")).toContainText("could not be reached");
  // The aborted requests, as the browser logs them.
  const failed = consoleErrors.filter((e) => /ERR_FAILED|Failed to load resource|Failed to fetch/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !failed.includes(e)));
});

test("embed routes allow the listed course site to frame them; other pages only the site itself", async ({
  request,
}) => {
  const embed = await request.get("/embed/error-envelope/match");
  expect(embed.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${HOST}`);
  expect(embed.headers()["x-content-type-options"]).toBe("nosniff");
  const lesson = await request.get("/lessons/error-envelope");
  expect(lesson.headers()["content-security-policy"]).toMatch(/frame-ancestors 'self'$/);
  expect(lesson.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect((await request.get("/embed/error-envelope/quiz")).status()).toBe(404);
  expect((await request.get("/embed/no-such-lesson")).status()).toBe(404);
});

test("each widget's embed route is a 404 for a lesson that does not exist or has no such widget", async ({
  request,
}) => {
  for (const widget of EMBED_WIDGETS) {
    expect((await request.get(`/embed/no-such-lesson/${widget}`)).status(), widget).toBe(404);
  }
  // The second lesson has a sandbox, a match exercise and a checkpoint, but no kata.
  expect((await request.get("/embed/deadlines-and-retries/kata")).status()).toBe(404);
  expect((await request.get("/embed/deadlines-and-retries/match")).status()).toBe(200);
});

// Their axe scans, at both widths and in both themes, are in e2e/accessibility.spec.ts.
for (const theme of ["light", "dark"] as const) {
  test(`embedded widgets honour ?theme=${theme} and carry no site header`, async ({ page }) => {
    for (const widget of EMBED_WIDGETS) {
      await page.goto(`/embed/error-envelope/${widget}?theme=${theme}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.locator("header")).toHaveCount(0);
    }
  });
}
