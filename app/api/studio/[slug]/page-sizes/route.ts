import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleMeasurePages } from "@/lib/studio/measure-pages";

// Measured per request: the point is the page as the server sends it now.
export const dynamic = "force-dynamic";

/** GET /api/studio/{slug}/page-sizes: each page of the lesson, measured against the document budget (docs/studio.md). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleMeasurePages(slug, request, {
    parts: async (name) => (await loadLesson(name))?.parts.map(({ title, path }) => ({ title, path })) ?? null,
  });
}

export const { HEAD, POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
