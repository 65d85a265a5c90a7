import type { Browser, FrameLocator, Locator, Page } from "@playwright/test";
import { CLAIM } from "@/lib/lti/claims";
import { registrationKey } from "@/lib/lti/registration/registration-key";
import { REGISTRATION_PATHS } from "@/lib/lti/test-platform/registration";
import { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { dynamicRegistrationUrl } from "@/lib/lti/tool-urls";
import { E2E_DATA_DIR, LTI_DYNAMIC_PLATFORM_PORT, LTI_TOOL_ORIGIN } from "../playwright.config";
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

// One platform server on a fixed port, and the tool's registration follows the latest test: serial.
test.describe.configure({ mode: "serial" });

let platform: Awaited<ReturnType<typeof startTestPlatformServer>>;
let browser: Browser;
// The address the administrator copies from `npm run lti:register -- --urls`; the key is the
// server's own, read from its data folder the way the server reads it.
const REGISTRATION_URL = dynamicRegistrationUrl(LTI_TOOL_ORIGIN, registrationKey({ DATA_DIR: E2E_DATA_DIR }));

test.beforeAll(async () => {
  // Before registration this platform knows no tool: its login and launch addresses are placeholders.
  platform = await startTestPlatformServer(
    {
      toolLoginUrl: "http://127.0.0.1:9/not-registered",
      toolLaunchUrl: "http://127.0.0.1:9/not-registered",
      toolJwks: async () => ({ keys: [] }),
    },
    LTI_DYNAMIC_PLATFORM_PORT,
  );
  browser = await launchCookieBlockingBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Presses Tab until `target` has the focus (at most `max` times): the keyboard user's way there. */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement && el.ownerDocument.hasFocus())) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The admin's part, by keyboard: paste the tool's address into the LMS, start, read the result, finish. */
async function registerByKeyboard(page: Page): Promise<FrameLocator> {
  await page.goto(`${platform.issuer}${REGISTRATION_PATHS.admin}`);
  await tabTo(page, page.getByLabel("Tool registration URL"));
  await page.keyboard.type(REGISTRATION_URL);
  await page.keyboard.press("Enter");
  const frame = page.frameLocator("#registration");
  await expect(frame.getByRole("heading", { name: "Envelope Lab is registered" })).toBeVisible();
  return frame;
}

test("an admin registers the tool from the LMS; an instructor deep-links the checkpoint; a learner's pass reaches the gradebook", async () => {
  // 1. The administrator, keyboard only.
  const admin = await openBrowserPage(browser);
  const frame = await registerByKeyboard(admin.page);
  const registered = platform.platform.dynamic.registrations.at(-1);
  expect(registered?.request).toMatchObject({
    initiate_login_uri: `${LTI_TOOL_ORIGIN}/api/lti/login`,
    redirect_uris: [`${LTI_TOOL_ORIGIN}/api/lti/launch`],
    jwks_uri: `${LTI_TOOL_ORIGIN}/api/lti/jwks`,
  });
  await expect(frame.locator("dl")).toContainText(`Client ID${registered?.clientId}`);
  await expect(frame.locator("dl")).toContainText(`Deployment ID${registered?.deploymentId}`);
  await tabTo(admin.page, frame.getByRole("button", { name: "Finish registration" }));
  // Enter presses a button as the key goes down. NOTE: only down: the click makes the LMS
  // remove the tool's frame, and a key-up sent to a frame being torn down was seen to wait
  // for an answer that never came (this test then hung until its timeout, 1 run in 4).
  await admin.page.keyboard.down("Enter");
  // The close message reached the LMS, which removed the frame.
  await expect(admin.page.getByRole("status")).toHaveText("The tool's registration is complete.");
  await expect(admin.page.locator("#registration")).toHaveCount(0);
  expect(admin.toolErrors, "console errors in the tool's registration page").toEqual([]);
  await admin.context.close();

  // 2. The instructor picks the checkpoint in the deep-linking picker, keyboard only.
  const instructor = await openBrowserPage(browser);
  await instructor.page.goto(courseUrl(platform.issuer, { message: "deep-linking" }));
  const picker = instructor.page.frameLocator("#tool");
  await expect(picker.getByRole("heading", { name: "Choose what to add to your course" })).toBeVisible();
  const checkpoint = picker.getByRole("radio", { name: "The error envelope: checkpoint" });
  await tabTo(instructor.page, picker.getByRole("radio", { checked: true }));
  for (let i = 0; i < 80 && !(await checkpoint.isChecked()); i++) await instructor.page.keyboard.press("ArrowDown");
  await expect(checkpoint).toBeChecked();
  await tabTo(instructor.page, picker.getByRole("button", { name: "Add to course" }));
  await instructor.page.keyboard.press("Enter");
  const added = picker.getByRole("link", { name: "The error envelope: checkpoint" });
  await expect(added).toBeVisible();
  const items = (platform.platform.services.deepLinks.at(-1)?.[CLAIM.contentItems] ?? []) as { lineItem?: object }[];
  expect(items[0]?.lineItem).toMatchObject({ scoreMaximum: 100, resourceId: "error-envelope/checkpoint" });
  const linkHref = new URL((await added.getAttribute("href")) ?? "", platform.issuer).href;
  expect(instructor.toolErrors, "console errors in the tool's frame").toEqual([]);
  await instructor.context.close();

  // 3. The learner opens the new link from the course, with third-party cookies blocked, and passes.
  const learner = await openBrowserPage(browser);
  const scoresBefore = platform.platform.services.scores.length;
  const embed = await launchCheckpointFrom(learner.page, linkHref);
  expect(await embed.evaluate(cookieProbe)).toEqual({ cookie: false, access: false });
  const response = await passCheckpoint(learner.page, embed);
  expect((await response.json()).passed).toBe(true);
  await expect.poll(() => platform.platform.services.scores.length).toBe(scoresBefore + 1);
  const recorded = platform.platform.services.scores.at(-1);
  expect(recorded?.contentType).toBe("application/vnd.ims.lis.v1.score+json");
  expect(recorded?.body).toMatchObject(EXPECTED_SCORE);
  expect(learner.toolErrors, "console errors in the tool's frame").toEqual([]);
  await learner.context.close();
});

for (const width of [1280, 360]) {
  for (const theme of ["light", "dark"] as const) {
    test(`the registration page and its refusal pass axe at ${width}px in the ${theme} theme`, async () => {
      const { context, page } = await openBrowserPage(browser, { viewport: { width, height: 900 } });
      await page.emulateMedia({ colorScheme: theme });
      await registerByKeyboard(page);
      await expectNoAxeViolations(page);
      const refusal = await page.goto(`${LTI_TOOL_ORIGIN}/api/lti/register/not-the-key`);
      expect(refusal?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "The tool could not be registered" })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
}
