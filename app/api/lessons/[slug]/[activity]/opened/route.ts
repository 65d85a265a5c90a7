import { serverOpenedDeps } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleOpened } from "@/lib/lti/handle-opened";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string; activity: string }> };

/** POST /api/lessons/{slug}/{activity}/opened: a launched or class learner opened the activity (Authorization: Bearer <session>); see docs/instructor.md. */
export const POST = async (request: Request, { params }: Context): Promise<Response> => {
  const { slug, activity } = await params;
  return handleOpened(request, slug, activity, serverOpenedDeps());
};

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
