/**
 * For the proxy: a refusal page for a request to /instructor (or below it) that may not
 * see the class results, else null. A page cannot set its own status, so the status is
 * set here; the page and the CSV route decide again themselves.
 */
import { refusalPage } from "@/lib/http/refusal-page";
import { INSTRUCTOR_PATH } from "@/lib/lti/instructor-landing";
import { type AccessDeps, accessRequestOf, decideInstructorAccess, type InstructorAccess } from "./access";

/** The refusal page for a refused decision. */
export function refusalFor(access: Extract<InstructorAccess, { allowed: false }>): Response {
  return refusalPage(access.status, "Class results: access refused", [access.message]);
}

/** `keySession` is the request's key session cookie; a `key` still in the query was not traded (keyExchange), so it is judged here. */
export async function instructorRefusal(
  url: { pathname: string; searchParams: URLSearchParams },
  keySession: string | undefined,
  deps: () => AccessDeps,
): Promise<Response | null> {
  const { pathname } = url;
  if (pathname !== INSTRUCTOR_PATH && !pathname.startsWith(`${INSTRUCTOR_PATH}/`)) return null;
  const key = url.searchParams.getAll("key")[0];
  const access = await decideInstructorAccess({ ...accessRequestOf(url.searchParams, keySession), key }, deps());
  return access.allowed ? null : refusalFor(access);
}
