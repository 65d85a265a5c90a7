// STOP-GAP route (wip-lti): wired to in-memory stores by lib/lti/stop-gap.ts until lib/store/ is merged.
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleLaunch } from "@/lib/lti/launch";
import { stopGapLti } from "@/lib/lti/stop-gap";

export const dynamic = "force-dynamic";

/** POST /api/lti/launch: the platform's id_token (the OIDC redirect_uri); see docs/lti.md. */
export const POST = (request: Request): Promise<Response> => handleLaunch(request, stopGapLti(request));

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
