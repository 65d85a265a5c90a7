// STOP-GAP route (wip-lti): the keys live in data/lti-tool-keys.json (lib/lti/stop-gap.ts) until lib/store/ is merged.
import { methodNotAllowed } from "@/lib/http/api-errors";
import { stopGapLti } from "@/lib/lti/stop-gap";
import { jwksResponse } from "@/lib/lti/tool-keys";

export const dynamic = "force-dynamic";

/** GET /api/lti/jwks: the tool's public keys (current, and previous during a rotation); see docs/lti.md. */
export async function GET(request: Request): Promise<Response> {
  return jwksResponse(await stopGapLti(request).keys());
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
