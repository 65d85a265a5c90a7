import { type Browser, chromium, type Frame, type Page } from "@playwright/test";
import type { LaunchOptions } from "@/lib/lti/test-platform/id-token";
import { LTI_TOOL_ORIGIN } from "../playwright.config";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.mjs";
import { answerAll, CP, TOTAL, waitForGrader } from "./checkpoint-support";
import { recordDraws } from "./draw-log";
import { asPage } from "./embed-helpers";
import { expect, test, wakeIsland } from "./fixtures";

/**
 * A Chromium that blocks third-party cookies. NOTE: the switch makes Chromium block them
 * as Chrome's phase-out did (Debian's Chromium 156 blocked them in a trial run without it;
 * the switch keeps that true elsewhere). Specs check it in the tool's frame with
 * cookieProbe rather than trusting the flag.
 */
export function launchCookieBlockingBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: test.info().project.use.launchOptions?.executablePath,
    // NOTE: one process for every site. The tool's frame moves between sites four times in a
    // launch (course page, tool login, platform authorize, tool launch), and with each site in
    // its own process Playwright lost the frame at the last move in about 1 run in 3 here (no
    // navigation event for the launch though the browser ran it, so locators in the frame wait
    // forever). The cookie and storage rules checked here are the same in either process model.
    args: [
      ...CHROMIUM_FLAGS,
      "--test-third-party-cookie-phaseout",
      "--disable-site-isolation-trials",
      "--disable-features=IsolateOrigins,site-per-process",
    ],
  });
}

/** A page of `browser`, with the console errors of the tool's pages and frames collected. */
export async function openBrowserPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  recordDraws(page);
  const toolErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.location().url.startsWith(LTI_TOOL_ORIGIN))
      toolErrors.push(message.text());
  });
  page.on("pageerror", (error) => toolErrors.push(error.message));
  return { context, page, toolErrors };
}

export const courseUrl = (issuer: string, launch: LaunchOptions) =>
  `${issuer}/course?launch=${Buffer.from(JSON.stringify(launch)).toString("base64url")}`;

/** Opens a course page (which frames the tool's login) and returns the tool's frame once the checkpoint embed runs. */
export async function launchCheckpointFrom(page: Page, url: string, toolOrigin = LTI_TOOL_ORIGIN): Promise<Frame> {
  await page.goto(url);
  const frameOf = () => page.frames().find((f) => f.url().startsWith(`${toolOrigin}/embed/`));
  await expect.poll(() => frameOf()?.url()).toBe(`${toolOrigin}/embed/error-envelope/checkpoint`);
  const frame = frameOf() as Frame;
  await frame.locator("#embed-root[data-bridge-ready]").waitFor();
  return frame;
}

/** Answers the checkpoint with every question right and waits for the grade. */
export async function passCheckpoint(page: Page, frame: Frame) {
  await waitForGrader(page);
  const root = frame.locator("[data-checkpoint]");
  await wakeIsland(root);
  await answerAll(asPage(frame));
  const graded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/checkpoint"));
  await frame.locator(CP.submit).click();
  const response = await graded;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toHaveProperty("ltiSession");
  return response;
}

/** Sets a cross-site-capable cookie and reads it back, and asks for storage access. */
export async function cookieProbe() {
  // biome-ignore lint/suspicious/noDocumentCookie: the probe is a page setting a cookie the classic way.
  document.cookie = "lti-probe=1; SameSite=None; Secure; Path=/";
  return { cookie: document.cookie.includes("lti-probe=1"), access: await document.hasStorageAccess() };
}

/** The score a full pass of the checkpoint sends for the stand-in's default learner. */
export const EXPECTED_SCORE = {
  userId: "learner-42",
  scoreGiven: TOTAL,
  scoreMaximum: TOTAL,
  activityProgress: "Completed",
  gradingProgress: "FullyGraded",
};
