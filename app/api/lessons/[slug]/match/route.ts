import { handleMatchCheck } from "@/lib/exercises/match/check-request";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { jsonError } from "@/lib/http/read-json-body";

/** Checks a drag-to-match attempt on the server, so the answer key never ships to the page. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const { slug } = await params;
    return await handleMatchCheck(slug, request);
  } catch (error) {
    // Only a server-side fault gets here (e.g. a broken match.yaml while editing in `next dev`).
    console.error("[match] checking failed:", error);
    return jsonError(503, "Checking is unavailable right now; your placements are kept, try again shortly.");
  }
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
