import type { Browser, Frame, Page } from "@playwright/test";
import type { LaunchOptions } from "@/lib/lti/test-platform/id-token";
import { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { LTI_PLATFORM_PORT, LTI_TOOL_ORIGIN } from "../playwright.config";
import { TOTAL } from "./checkpoint-support";
import { asPage } from "./embed-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  cookieProbe,
  courseUrl,
  EXPECTED_SCORE,
  launchCheckpointFrom,
  launchCookieBlockingBrowser,
  openBrowserPage,
  passCheckpoint,
} from "./lti-helpers";

// One platform server on a fixed port (the app's LTI_PLATFORMS names it): both tests in one worker.
test.describe.configure({ mode: "serial" });

let platform: Awaited<ReturnType<typeof startTestPlatformServer>>;
let browser: Browser;

test.beforeAll(async ({ baseURL }) => {
  platform = await startTestPlatformServer(
    {
      toolLoginUrl: `${LTI_TOOL_ORIGIN}/api/lti/login`,
      toolLaunchUrl: `${LTI_TOOL_ORIGIN}/api/lti/launch`,
      toolJwks: async () => (await fetch(`${baseURL}/api/lti/jwks`)).json(),
    },
    LTI_PLATFORM_PORT,
  );
  // The first test checks in the tool's frame that third-party cookies are blocked.
  browser = await launchCookieBlockingBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const CHECKPOINT_LINK: LaunchOptions = {
  message: "resource-link",
  custom: { slug: "error-envelope", widget: "checkpoint" },
};

/** The launch URL's form posts from now on: the Origin each came from and the stored value it carried. */
function launchPosts(page: Page) {
  const posts: { origin: string | null; value: string | null }[] = [];
  page.on("request", async (request) => {
    if (request.method() !== "POST" || request.url() !== `${LTI_TOOL_ORIGIN}/api/lti/launch`) return;
    const value = new URLSearchParams(request.postData() ?? "").get("lti_storage_value");
    const post = { origin: null as string | null, value };
    posts.push(post);
    post.origin = (await request.allHeaders()).origin ?? null;
  });
  return posts;
}

/** Opens the platform's course page for `launch` and returns the tool's frame once the embed runs. */
const launchFromCourse = (page: Page, launch: LaunchOptions): Promise<Frame> =>
  launchCheckpointFrom(page, courseUrl(platform.issuer, launch));

test("a launch from the course opens the checkpoint with the session, and a pass reaches the platform's gradebook", async () => {
  const { context, page, toolErrors } = await openBrowserPage(browser);
  const launches = launchPosts(page);
  const frame = await launchFromCourse(page, CHECKPOINT_LINK);
  // The course page offers platform storage and no login cookie comes back to the frame (the
  // tool sets none on plain http, and blocked third-party cookies would not return), so the
  // launch used the storage: the platform's post, then the tool's own page posting it again
  // with the stored value.
  await expect
    .poll(() => launches.map((l) => [l.origin, l.value]))
    .toEqual([
      [platform.issuer, null],
      [LTI_TOOL_ORIGIN, expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)],
    ]);

  // Third-party cookies are blocked in the tool's frame, so nothing here can rest on them;
  // the same probe on a top-level page of the tool's origin keeps its cookie, so it is not vacuous.
  expect(await frame.evaluate(cookieProbe)).toEqual({ cookie: false, access: false });
  const topLevel = await context.newPage();
  await topLevel.goto(`${LTI_TOOL_ORIGIN}/api/lti/jwks`);
  expect(await topLevel.evaluate(cookieProbe)).toEqual({ cookie: true, access: true });
  await topLevel.close();

  const before = platform.platform.services.scores.length;
  const response = await passCheckpoint(page, frame);
  expect((await response.json()).passed).toBe(true);
  await expect.poll(() => platform.platform.services.scores.length).toBe(before + 1);
  const recorded = platform.platform.services.scores.at(-1);
  expect(recorded?.contentType).toBe("application/vnd.ims.lis.v1.score+json");
  expect(recorded?.body).toMatchObject(EXPECTED_SCORE);
  expect(Date.parse(String(recorded?.body.timestamp))).not.toBeNaN();
  expect(toolErrors, "console errors in the tool's frame").toEqual([]);
  await context.close();
});

test("a platform that fails the score post twice then accepts records the score once", async () => {
  const { context, page, toolErrors } = await openBrowserPage(browser);
  const frame = await launchFromCourse(page, CHECKPOINT_LINK);
  const { services } = platform.platform;
  const scoresBefore = services.scores.length;
  const callsBefore = services.calls.scores;
  services.failNextScores(2);
  await passCheckpoint(page, frame);
  await expect.poll(() => services.scores.length, { timeout: 30_000 }).toBe(scoresBefore + 1);
  // Two refused posts and the accepted one; nothing after it.
  expect(services.calls.scores - callsBefore).toBe(3);
  expect(services.scores.at(-1)?.body).toMatchObject(EXPECTED_SCORE);
  expect(toolErrors, "console errors in the tool's frame").toEqual([]);
  await context.close();
});

test("a launch whose stored value the platform's storage does not hold is refused in the frame", async () => {
  const { context, page, toolErrors } = await openBrowserPage(browser);
  const launches = launchPosts(page);
  const refused = page.waitForResponse((r) => r.url() === `${LTI_TOOL_ORIGIN}/api/lti/launch` && r.status() === 401);
  await page.goto(`${courseUrl(platform.issuer, CHECKPOINT_LINK)}&storage=forget`);
  // NOTE: read in the frame that got the 401, once its refusal page has loaded: the frame
  // moves between documents (login, the platform, the launch twice), and a frame locator
  // evaluated while one document replaced the last was seen to hang past its timeout.
  const tool = (await refused).frame();
  await tool.waitForLoadState("domcontentloaded");
  await expect(tool.getByRole("heading", { name: "This launch was refused" })).toBeVisible();
  await expect(tool.getByText(/the course platform's storage does not hold this login's value/)).toBeVisible();
  await expect
    .poll(() => launches.map((l) => [l.origin, l.value]))
    .toEqual([
      [platform.issuer, null],
      [LTI_TOOL_ORIGIN, ""],
    ]);
  // The refusal is a 401 page, which the browser reports; nothing else went wrong.
  expect(toolErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  await context.close();
});

test("a learner who passed the checkpoint in one browser sees it passed on the lesson's course map in a fresh one", async () => {
  // A learner of their own, so the other tests' passes by learner-42 do not count here.
  const user = { sub: "learner-map-7", name: "Map Learner" };
  const first = await openBrowserPage(browser);
  const frame = await launchFromCourse(first.page, { ...CHECKPOINT_LINK, user });
  expect((await (await passCheckpoint(first.page, frame)).json()).passed).toBe(true);
  expect(first.toolErrors, "console errors in the checkpoint's frame").toEqual([]);
  await first.context.close();

  // Nothing of the first browser comes along: the map can learn the pass only from the store.
  const second = await openBrowserPage(browser, { viewport: { width: 360, height: 800 } });
  const { page } = second;
  const progress = page.waitForResponse((r) => r.url() === `${LTI_TOOL_ORIGIN}/api/lessons/error-envelope/progress`);
  await page.goto(
    courseUrl(platform.issuer, {
      message: "resource-link",
      custom: { slug: "error-envelope" },
      resourceLinkId: "lesson-link-1",
      user,
    }),
  );
  const answer = await progress;
  expect(answer.status()).toBe(200);
  expect(await answer.request().headerValue("authorization")).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  const lesson = page.frames().find((f) => f.url() === `${LTI_TOOL_ORIGIN}/embed/error-envelope`);
  if (!lesson) throw new Error("the whole lesson did not open in the course page's frame");
  const map = lesson.locator('[data-course-map="error-envelope"]');
  const checkpoint = map.locator('[data-activity="checkpoint"]');
  const total = TOTAL;
  await expect(checkpoint).toHaveAttribute("data-state", "passed");
  await expect(checkpoint).toHaveText(`Checkpoint: passed (last ${total} of ${total}, best ${total})`);
  await expect(map.locator('[data-activity="kata"]')).toHaveAttribute("data-state", "not-started");
  await expect(map.locator("[data-course-store-note]")).toHaveCount(0);
  // The map fits the 360 px frame: nothing in it runs past the right edge.
  const overflow = await map.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
  await expectNoAxeViolations(asPage(lesson));
  expect(second.toolErrors, "console errors in the lesson's frame").toEqual([]);
  await second.context.close();
});
