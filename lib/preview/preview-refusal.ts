import { refusalPage } from "@/lib/http/refusal-page";
import { decidePreviewAccess } from "./preview-access";

/** The pages that show every answer: the instructor preview and the studio (docs/studio.md). */
const KEYED_PAGES = ["/preview/", "/studio/"];

/**
 * For a request to /preview/<slug> or /studio/<slug>: a 403 Response when the instructor
 * key is missing or wrong, otherwise null (the page itself answers 404 when no key is configured).
 */
export function previewRefusal(
  url: { pathname: string; searchParams: URLSearchParams },
  env: { NODE_ENV?: string; INSTRUCTOR_KEY?: string } = process.env,
): Response | null {
  if (!KEYED_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const access = decidePreviewAccess({
    nodeEnv: env.NODE_ENV,
    configuredKey: env.INSTRUCTOR_KEY,
    givenKey: url.searchParams.getAll("key")[0],
  });
  if (access.allowed || access.status !== 403) return null;
  return refusalPage(403, "Instructor preview: access refused", [
    "This page shows the answers to every exercise, so it needs the instructor key. Open it as /preview/<lesson>?key=<your key> (or /studio/<lesson>?key=<your key> for the studio), with the key your deployment sets in INSTRUCTOR_KEY.",
  ]);
}
