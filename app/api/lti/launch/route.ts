import { withLti } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleLaunch } from "@/lib/lti/launch";

export const dynamic = "force-dynamic";

/** POST /api/lti/launch: the platform's id_token (the OIDC redirect_uri); see docs/lti.md. */
export const POST = (request: Request): Promise<Response> =>
  withLti("launch", request, (deps) => handleLaunch(request, deps));

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
