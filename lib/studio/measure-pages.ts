/**
 * The studio's page-size meter, server side: GET /api/studio/<slug>/page-sizes fetches every
 * page of the lesson from this same server, as a learner's browser would get it, and counts
 * its bytes the way `npm run perf` does (lib/perf/lesson-document.mjs). It measures what Next
 * renders and sends, never a guess from the source, and reads nothing inside the HTML.
 */

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
  fetchPage?: (url: URL) => Promise<Response>;
  keyEnv?: KeyEnv;
  /** Whether this server is `next dev`; the process's NODE_ENV unless a test says. */
  development?: boolean;
};

/**
 * Measures each page of lesson `slug` on the server the request came to (its origin): 403/404
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
  const origin = new URL(request.url).origin;
  // No cookie goes with it: the page is measured as a learner who is in no class gets it.
  const fetchPage = deps.fetchPage ?? ((url: URL) => fetch(url, { redirect: "manual" }));
  const pages = await Promise.all(
    parts.map(async ({ title, path }): Promise<PageSize> => {
      // Status 0: the server could not be reached at its own address (e.g. behind a proxy that hides it).
      const response = await fetchPage(new URL(path, origin)).catch(() => null);
      if (response?.status !== 200) return { title, path, status: response?.status ?? 0 };
      const size = documentSize(await response.text());
      return { title, path, ...size, within: withinLessonBudget(size) };
    }),
  );
  const budget = { rawBytes: LESSON_DOCUMENT_BUDGET.rawKb * 1000, gzipBytes: LESSON_DOCUMENT_BUDGET.gzipKb * 1000 };
  const development = deps.development ?? process.env.NODE_ENV === "development";
  return Response.json({ budget, pages, development } satisfies PageSizes, {
    headers: { "cache-control": "no-store" },
  });
}
