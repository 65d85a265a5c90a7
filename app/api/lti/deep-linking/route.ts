import { withLti } from "@/lib/composition-root";
import { methodNotAllowed } from "@/lib/http/api-errors";
import { handleDeepLinkingChoice } from "@/lib/lti/deep-linking-picker";

export const dynamic = "force-dynamic";

/** POST /api/lti/deep-linking: the instructor's choice from the picker; see docs/lti.md. */
export const POST = (request: Request): Promise<Response> =>
  withLti("deep-linking", request, (deps) => handleDeepLinkingChoice(request, deps));

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
