/**
 * The answers for requests that reach no handler: a path that is not an API, a method a
 * route does not take, a URL that cannot be decoded, a wrong method on a file, a multipart
 * body. Without these Next answers an HTML 404 page, an empty 405, or (for the last three)
 * a bare 500 with none of the security headers.
 */
import { jsonError } from "./read-json-body";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
/** Next passes the request; the answer is the same whatever it holds. */
type Handler = (request?: Request) => Response;

/**
 * Handlers for every method a route does not take, answering JSON 405 with `Allow`.
 * Spread the result into the route's exports: `export const { GET, PUT } = ...`.
 */
export function methodNotAllowed(allowed: readonly Method[]): Record<Method, Handler> {
  // GET brings HEAD with it in Next, so a GET route allows both.
  const allow = allowed.includes("GET") && !allowed.includes("HEAD") ? [...allowed, "HEAD"] : allowed;
  const handler: Handler = () => {
    const response = jsonError(405, `This endpoint takes ${allow.join(" or ")} requests only.`);
    response.headers.set("allow", allow.join(", "));
    return response;
  };
  return Object.fromEntries(METHODS.map((method) => [method, handler])) as Record<Method, Handler>;
}

/** JSON 404 from a grading endpoint when lesson `slug` has no such exercise (or does not exist). */
export const noExercise = (exercise: string, slug: string): Response =>
  jsonError(404, `There is no ${exercise} for a lesson called "${slug.slice(0, 80)}".`);

/** JSON 404 for a path under /api that no route serves. */
export const unknownApiPath = (pathname: string): Response =>
  jsonError(404, `There is no API at ${pathname.slice(0, 200)}; see docs/checkpoint.md and docs/exercises.md.`);

/** True when some percent-escape in `pathname` is not valid UTF-8 (e.g. `%zz`, `%e0%a4`). */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** A refusal before any handler: JSON under /api, a short page elsewhere. `message` is plain text without markup. */
function refusal(pathname: string, status: number, heading: string, message: string): Response {
  if (pathname === "/api" || pathname.startsWith("/api/")) return jsonError(status, message);
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${heading}</title><h1>${heading}</h1><p>${message}</p><p><a href="/">Go to the lessons</a></p></html>`;
  return new Response(page, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/** The 400 for an undecodable URL. */
export const badUrlResponse = (pathname: string): Response =>
  refusal(pathname, 400, "Bad address", "The address has a malformed percent-escape (such as %zz); check the link.");

/** The files served as they are: the build's assets and those of public/ (`publicFiles`, as paths). */
export const isStaticFile = (pathname: string, publicFiles: ReadonlySet<string>): boolean =>
  pathname.startsWith("/_next/static/") || publicFiles.has(pathname);

export type EarlyRequest = { method: string; pathname: string; contentType: string | null };

/**
 * The refusal for a request that Next would answer with a bare 500, else null: an
 * undecodable URL (400), a method other than GET or HEAD on a file (405 with Allow), a
 * multipart body (415: no route of this app takes one, and Next fails on a malformed one
 * sent to a page while looking for a form action in it).
 */
export function earlyRefusal({ method, pathname, contentType }: EarlyRequest, publicFiles: ReadonlySet<string>) {
  if (hasMalformedEscape(pathname)) return badUrlResponse(pathname);
  if (method !== "GET" && method !== "HEAD" && isStaticFile(pathname, publicFiles)) {
    const response = refusal(
      pathname,
      405,
      "Method not allowed",
      `This address is a file: it takes GET and HEAD only, not ${method}.`,
    );
    response.headers.set("allow", "GET, HEAD");
    return response;
  }
  if (contentType?.trim().toLowerCase().startsWith("multipart/form-data"))
    return refusal(
      pathname,
      415,
      "Unsupported body",
      "This server takes no multipart/form-data body: send JSON or a form (application/x-www-form-urlencoded).",
    );
  return null;
}
