import type { Page, Response } from "@playwright/test";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";

/** Per page, per lesson slug: the body of the latest checkpoint draw the page received. */
const logs = new WeakMap<Page, Map<string, Promise<DrawResponse | undefined>>>();

const DRAW_URL = /\/api\/lessons\/([^/]+)\/checkpoint$/;

/** The lesson whose checkpoint draw `response` answers, whatever its status; undefined for any other response. */
export function drawnSlug(response: Response): string | undefined {
  const request = response.request();
  if (request.method() !== "POST" || request.postDataJSON()?.op !== "draw") return undefined;
  return DRAW_URL.exec(new URL(response.url()).pathname)?.[1];
}

/**
 * Keeps, from now on, the latest checkpoint draw each lesson's widget on `page` (or in its
 * frames) receives, as the server sent it. A test learns an attempt's drawn questions the way
 * the browser does, before the widget shows them; it never reads them from the app's storage.
 */
export function recordDraws(page: Page) {
  if (logs.has(page)) return;
  const log = new Map<string, Promise<DrawResponse | undefined>>();
  logs.set(page, log);
  page.on("response", (response) => {
    const slug = drawnSlug(response);
    if (!slug || !response.ok()) return;
    log.set(
      slug,
      response.json().then(
        (body) => body as DrawResponse,
        () => undefined,
      ),
    );
  });
}

/** The latest draw of `slug` on `page`, if it received one since recordDraws. */
export function latestDraw(page: Page, slug: string): Promise<DrawResponse | undefined> | undefined {
  if (!logs.has(page)) throw new Error("this page's draws are not recorded: call recordDraws(page) when it opens");
  return logs.get(page)?.get(slug);
}
