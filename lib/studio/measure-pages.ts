/**
 * The studio's page-size meter, server side: GET /api/studio/<slug>/page-sizes fetches every
 * page of the lesson from this same server, as a learner's browser would get it, and counts
 * its bytes the way `npm run perf` does (lib/perf/lesson-document.mjs). It measures what Next
 * renders and sends, never a guess from the source, and reads nothing inside the HTML.
 */

import { readCappedText } from "@/lib/http/read-capped-text";
import { jsonError } from "@/lib/http/read-json-body";
import { documentSize, LESSON_DOCUMENT_BUDGET, withinLessonBudget } from "@/lib/perf/lesson-document.mjs";
import { type KeyEnv, keySessionOf } from "@/lib/preview/key-session";
import { studioAccess, studioRefusalMessage } from "./studio-access";

/** One page of the lesson as measured, or the status it was answered with when it was not a page. */
export type PageSize = { title: string; path: string } & (
  | { rawBytes: number; gzipBytes: number; within: boolean }
  | { status: number }
);

/** What GET /api/studio/<slug>/page-sizes answers. */
export type PageSizes = {
  budget: { rawBytes: number; gzipBytes: number };
  pages: PageSize[];
  /** Measured under `next dev`, whose pages carry development-only code: larger than a build's. */
  development: boolean;
};

export type MeasurePagesDeps = {
  /** The lesson's pages as the site serves them now; null when the site has no such lesson. */
  parts: (slug: string) => Promise<{ title: string; path: string }[] | null>;
  /** Fetches one page; tests pass a stand-in. */
  fetchPage?: (url: URL, signal: AbortSignal) => Promise<Response>;
  keyEnv?: KeyEnv;
  /** Whether this server is `next dev`; the process's NODE_ENV unless a test says. */
  development?: boolean;
};

/** How long one page may take to arrive, and the most read of it: ten times the raw budget is over it whatever the rest says. */
export const PAGE_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = LESSON_DOCUMENT_BUDGET.rawKb * 1000 * 10;
/** The status listed for a page larger than MAX_PAGE_BYTES (it was not read to its end). */
export const PAGE_TOO_LARGE = 413 as const;

/**
 * This server on loopback, from its own settings, never from the request: behind a proxy
 * that ends TLS the request's URL says https, and its Host header is the client's to choose.
 * `next start` puts the port it listens on (-p or PORT) into PORT; a server bound with -H to
 * one address other than 127.0.0.1 cannot be measured (docs/deploy.md).
 */
export function selfOrigin(env: Record<string, string | undefined> = process.env): string {
  return `http://127.0.0.1:${env.PORT ?? 3000}`;
}

/**
 * Measures each page of lesson `slug` on this server (selfOrigin): 403/404
 * without the studio's access, 404 for a lesson the site does not have. A page that does not
 * answer 200 (a part saved but not yet built) is listed with its status instead of a size.
 */
export async function handleMeasurePages(slug: string, request: Request, deps: MeasurePagesDeps): Promise<Response> {
  const access = studioAccess(keySessionOf(request), deps.keyEnv);
  if (!access.allowed) return jsonError(access.status, studioRefusalMessage(access));
  const parts = await deps.parts(slug).catch(() => undefined);
  if (parts === null) return jsonError(404, `The site has no lesson called "${slug.slice(0, 80)}" to measure.`);
  if (parts === undefined)
    return jsonError(
      409,
      "The lesson as saved does not compile, so its pages cannot be measured: fix its problems and save.",
    );
  const origin = selfOrigin();
  // No cookie goes with it: the page is measured as a learner who is in no class gets it.
  const fetchPage = deps.fetchPage ?? ((url: URL, signal: AbortSignal) => fetch(url, { redirect: "manual", signal }));
  const pages = await Promise.all(
    parts.map(async ({ title, path }): Promise<PageSize> => {
      // Status 0: the page did not arrive whole (not reached, too slow, its body broke off).
      try {
        const response = await fetchPage(new URL(path, origin), AbortSignal.timeout(PAGE_TIMEOUT_MS));
        if (response.status !== 200) return { title, path, status: response.status };
        const read = await readCappedText(response, MAX_PAGE_BYTES);
        if (!read.ok) return { title, path, status: PAGE_TOO_LARGE };
        const size = documentSize(read.text);
        return { title, path, ...size, within: withinLessonBudget(size) };
      } catch {
        return { title, path, status: 0 };
      }
    }),
  );
  const budget = { rawBytes: LESSON_DOCUMENT_BUDGET.rawKb * 1000, gzipBytes: LESSON_DOCUMENT_BUDGET.gzipKb * 1000 };
  const development = deps.development ?? process.env.NODE_ENV === "development";
  return Response.json({ budget, pages, development } satisfies PageSizes, {
    headers: { "cache-control": "no-store" },
  });
}
