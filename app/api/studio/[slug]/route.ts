import { checkLessonDraft } from "@/lib/exercise-kinds/lesson-draft";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleStudioSave } from "@/lib/studio/handle-save";
import { studioLessonsDir } from "@/lib/studio/studio-files";

/** POST /api/studio/{slug}: saves the studio's drafted files (docs/studio.md). */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  return handleStudioSave(slug, request, { dir: studioLessonsDir(), check: checkLessonDraft });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
