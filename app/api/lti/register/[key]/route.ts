import { serverRegistrationDeps } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleRegister } from "@/lib/lti/registration/handle-register";

export const dynamic = "force-dynamic";

/** GET /api/lti/register/<key>: LTI Dynamic Registration, opened by the LMS; see docs/lti.md. */
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  return handleRegister(request, (await params).key, serverRegistrationDeps(request));
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
