import { unknownApiPath } from "@/lib/http/api-errors";

/** Any path under /api that no route serves: a JSON 404 instead of the HTML not-found page. */
function notFound(request: Request): Response {
  return unknownApiPath(new URL(request.url).pathname);
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
