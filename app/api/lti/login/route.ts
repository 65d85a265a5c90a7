// STOP-GAP route (wip-lti): wired to in-memory stores by lib/lti/stop-gap.ts until lib/store/ is merged.
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleLogin } from "@/lib/lti/login";
import { stopGapLti } from "@/lib/lti/stop-gap";

export const dynamic = "force-dynamic";

/** GET or POST /api/lti/login: OIDC third-party initiated login; see docs/lti.md. */
export const GET = (request: Request): Promise<Response> => handleLogin(request, stopGapLti(request));
export const POST = GET;

export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
