import { withLti } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { jwksResponse } from "@/lib/lti/tool-keys";

export const dynamic = "force-dynamic";

/** GET /api/lti/jwks: the tool's public keys (current, and previous during a rotation); see docs/lti.md. */
export const GET = (request: Request): Promise<Response> =>
  withLti("jwks", request, async (deps) => jwksResponse(await deps.keys()));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
