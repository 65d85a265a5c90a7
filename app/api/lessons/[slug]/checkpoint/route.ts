import { handleCheckpointPost } from "@/lib/exercises/checkpoint/handle-post";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { checkpointSecret } from "@/lib/exercises/checkpoint/score-token";

// Warn at start-up, not on the first request, when the development secret is in use.
const secret = checkpointSecret();

/** POST /api/lessons/{slug}/checkpoint: grades answers; see docs/checkpoint.md. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleCheckpointPost(slug, request, { load: loadCheckpoint, secret });
}
