import { serverRegistrationDeps } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleRegister } from "@/lib/lti/registration/handle-register";

export const dynamic = "force-dynamic";

/** GET /api/lti/register without its key: the refusal page that says where to find the address. */
export const GET = (request: Request): Promise<Response> =>
  handleRegister(request, "", serverRegistrationDeps(request));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
