import { serverScores } from "@/lib/composition-root";
import { exerciseKind } from "@/lib/exercise-kinds/registry";
import { handleMatchPost } from "@/lib/exercises/match/handle-post";
import { methodNotAllowed } from "@/lib/http/api-errors";

/** POST /api/lessons/{slug}/match: grades placements; see docs/exercises.md. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleMatchPost(slug, request, { load: exerciseKind("match").load, scores: serverScores });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
