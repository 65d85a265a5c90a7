import { refusalPage } from "@/lib/http/refusal-page";
import { decideKeyAccess, type KeyEnv } from "./key-session";

/** The pages that show every answer: the instructor preview and the studio (docs/studio.md). */
const KEYED_PAGES = ["/preview/", "/studio/"];

/**
 * For a request to /preview/<slug> or /studio/<slug>: a 403 Response when it carries a
 * wrong key, or neither the key nor a session traded for it (key-session.ts), otherwise
 * null (the page itself answers 404 when no key is configured).
 */
export function previewRefusal(
  url: { pathname: string; searchParams: URLSearchParams },
  session: string | undefined,
  env: KeyEnv,
): Response | null {
  if (!KEYED_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const access = decideKeyAccess({ key: url.searchParams.getAll("key")[0], session }, env);
  if (access.allowed || access.status !== 403) return null;
  return refusalPage(403, "Instructor preview: access refused", [
    access.reason === "wrong-key"
      ? "That is not this deployment's instructor key (INSTRUCTOR_KEY). Check it and open the page with ?key=<your key> again."
      : "This page shows the answers to every exercise, so it needs the instructor key. Open it as /preview/<lesson>?key=<your key> (or /studio/<lesson>?key=<your key> for the studio), with the key your deployment sets in INSTRUCTOR_KEY; the key is then traded for a session of 2 hours and leaves the address.",
  ]);
}
