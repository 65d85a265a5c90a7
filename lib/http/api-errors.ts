/**
 * The JSON answers for requests that reach no handler: a path that is not an API, a
 * method a route does not take, and a URL that cannot be decoded. Without these Next
 * answers an HTML 404 page, an empty 405, or (for a bad percent-escape) a bare 500.
 */
import { jsonError } from "./read-json-body";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = () => Response;

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

/** The 400 for an undecodable URL: JSON under /api, a short page elsewhere. */
export function badUrlResponse(pathname: string): Response {
  const message = "The address has a malformed percent-escape (such as %zz); check the link.";
  if (pathname === "/api" || pathname.startsWith("/api/")) return jsonError(400, message);
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad address</title><h1>Bad address</h1><p>${message}</p><p><a href="/">Go to the lessons</a></p></html>`;
  return new Response(page, { status: 400, headers: { "content-type": "text/html; charset=utf-8" } });
}
