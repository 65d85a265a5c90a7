// STOP-GAP route (wip-lti): wired by lib/lti/stop-gap.ts until lib/store/ is merged.
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleDeepLinkingChoice } from "@/lib/lti/deep-linking-picker";
import { stopGapLti } from "@/lib/lti/stop-gap";

export const dynamic = "force-dynamic";

/** POST /api/lti/deep-linking: the instructor's choice from the picker; see docs/lti.md. */
export const POST = (request: Request): Promise<Response> => handleDeepLinkingChoice(request, stopGapLti(request));

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
