import path from "node:path";
import { newestMtime } from "@/lib/content/newest-mtime";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { jsonError } from "@/lib/http/read-json-body";

export const dynamic = "force-dynamic";

/** Dev only: the newest mtime under content/, polled by ContentRefresh. A 404 in production. */
export function GET(): Response {
  if (process.env.NODE_ENV !== "development") return jsonError(404, "Not found");
  const mtime = newestMtime(path.join(/*turbopackIgnore: true*/ process.cwd(), "content"));
  return Response.json({ mtime }, { headers: { "cache-control": "no-store" } });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
