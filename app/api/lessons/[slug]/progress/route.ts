import { serverLessonProgressDeps } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleLessonProgress } from "@/lib/lti/lesson-progress";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/lessons/{slug}/progress: an LTI learner's stored verdicts on the lesson (Authorization: Bearer <launch session>); see docs/lti.md. */
export const GET = async (request: Request, { params }: Context): Promise<Response> =>
  handleLessonProgress(request, (await params).slug, serverLessonProgressDeps());

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
