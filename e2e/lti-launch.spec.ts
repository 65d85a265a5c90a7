import type { Browser, Frame, Page } from "@playwright/test";
import type { LaunchOptions } from "@/lib/lti/test-platform/id-token";
import { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { LTI_PLATFORM_PORT, LTI_TOOL_ORIGIN } from "../playwright.config";
import { expect, test } from "./fixtures";
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

/** Opens the platform's course page for `launch` and returns the tool's frame once the embed runs. */
const launchFromCourse = (page: Page, launch: LaunchOptions): Promise<Frame> =>
  launchCheckpointFrom(page, courseUrl(platform.issuer, launch));

test("a launch from the course opens the checkpoint with the session, and a pass reaches the platform's gradebook", async () => {
  const { context, page, toolErrors } = await openBrowserPage(browser);
  const frame = await launchFromCourse(page, CHECKPOINT_LINK);

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
