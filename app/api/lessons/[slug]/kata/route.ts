import { serverScores } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { kataGradingPool } from "@/lib/kata/server/default-pool";
import { handleKataPost } from "@/lib/kata/server/handle-post";
import { hasKata } from "@/lib/kata/server/has-kata";

/** POST /api/lessons/{slug}/kata: grades a ToolsLayer on the server's pool; see docs/kata.md. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleKataPost(slug, request, {
    hasKata,
    grade: (source, client) => kataGradingPool().grade(source, client),
    scores: serverScores,
  });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
