import { withLti } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleLogin } from "@/lib/lti/login";

export const dynamic = "force-dynamic";

/** GET or POST /api/lti/login: OIDC third-party initiated login; see docs/lti.md. */
export const GET = (request: Request): Promise<Response> =>
  withLti("login", request, (deps) => handleLogin(request, deps));
export const POST = GET;

export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
