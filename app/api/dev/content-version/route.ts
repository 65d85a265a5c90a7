import path from "node:path";
import { newestMtime } from "@/lib/content/content-version";
import { jsonError } from "@/lib/http/read-json-body";

export const dynamic = "force-dynamic";

/** Dev only: the newest mtime under content/, polled by ContentRefresh. A 404 in production. */
export function GET(): Response {
  if (process.env.NODE_ENV !== "development") return jsonError(404, "Not found");
  const version = newestMtime(path.join(/*turbopackIgnore: true*/ process.cwd(), "content"));
  return Response.json({ version }, { headers: { "cache-control": "no-store" } });
}
