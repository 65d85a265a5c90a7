import type { Frame, Page } from "@playwright/test";
import type { XapiStatement } from "@/lib/embed/xapi";
import { HOST_PORT } from "../playwright.config";
import { expect } from "./fixtures";

/** The stand-in course site allowed to frame embeds (e2e/host). */
export const HOST = `http://127.0.0.1:${HOST_PORT}`;

/** Opens the stand-in course page embedding `path` and returns the embed's frame once its bridge runs. */
export async function openHost(page: Page, path: string, extra = ""): Promise<Frame> {
  await page.goto(`${HOST}/host.html?path=${path}${extra}`);
  const iframe = page.locator("#slot iframe");
  await expect(iframe).toHaveAttribute("title", /Envelope Lab/);
  await expect(iframe).toHaveAttribute("loading", "lazy");
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error("the embed frame did not load");
  await frame.locator("#embed-root[data-bridge-ready]").waitFor();
  return frame;
}

/** The xAPI statements the host page received so far. */
export const statements = (page: Page) =>
  page.evaluate(() => (window as unknown as { statements: XapiStatement[] }).statements);

// Exercise helpers written for a page work unchanged on a frame: both have locator().
export const asPage = (frame: Frame) => frame as unknown as Page;
