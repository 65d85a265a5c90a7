import { serverJoinDeps } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleJoin } from "@/lib/lti/handle-join";

export const dynamic = "force-dynamic";

/** POST /api/classes/join: a learner joins a class with its code (docs/instructor.md). */
export async function POST(request: Request): Promise<Response> {
  return handleJoin(request, serverJoinDeps());
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
