import { handleCheckpointPost } from "@/lib/exercises/checkpoint/handle-post";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { jsonError } from "@/lib/http/read-json-body";
import { defaultTokenDeps } from "@/lib/score-token/issue";

/** POST /api/lessons/{slug}/checkpoint: grades answers; see docs/checkpoint.md. */
export async function POST(request: Request, context: { params: Promise<{ slug: string }> }): Promise<Response> {
  try {
    const { slug } = await context.params;
    return await handleCheckpointPost(request, slug, { load: loadCheckpoint, tokens: defaultTokenDeps() });
  } catch (error) {
    // Only a server-side fault gets here (e.g. a broken checkpoint.yaml in `next dev`).
    console.error("[checkpoint] grading failed:", error);
    return jsonError(503, "Grading is unavailable right now; your answers are still on the page, try again shortly.");
  }
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
