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

export async function instructorRefusal(
  url: { pathname: string; searchParams: URLSearchParams },
  deps: () => AccessDeps,
): Promise<Response | null> {
  const { pathname } = url;
  if (pathname !== INSTRUCTOR_PATH && !pathname.startsWith(`${INSTRUCTOR_PATH}/`)) return null;
  const access = await decideInstructorAccess(accessRequestOf(url.searchParams), deps());
  return access.allowed ? null : refusalFor(access);
}
