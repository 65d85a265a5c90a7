import { handleMatchPost } from "@/lib/exercises/match/handle-post";
import { loadMatchExercise } from "@/lib/exercises/match/load";

/** POST /api/lessons/{slug}/match: grades placements; see docs/exercises.md. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleMatchPost(slug, request, { load: loadMatchExercise });
}
