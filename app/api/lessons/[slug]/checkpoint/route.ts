import { serverScores } from "@/lib/composition-root";
import { exerciseKind } from "@/lib/exercise-kinds/registry";
import { handleCheckpointPost } from "@/lib/exercises/checkpoint/handle-post";
import { methodNotAllowed } from "@/lib/http/api-errors";

/** POST /api/lessons/{slug}/checkpoint: grades answers; see docs/checkpoint.md. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleCheckpointPost(slug, request, { load: exerciseKind("checkpoint").load, scores: serverScores });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
