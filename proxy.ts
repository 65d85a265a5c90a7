import { type NextRequest, NextResponse } from "next/server";
import { parseAllowedOrigins, securityHeaders } from "@/lib/embed/allowed-origins";
import { previewRefusal } from "@/lib/preview/preview-refusal";

// Read once per server start: the allowlist is deployment configuration.
const allowed = parseAllowedOrigins(process.env.EMBED_ALLOWED_ORIGINS);
for (const problem of allowed.problems) console.warn(`[envelope-lab] ${problem} (ignored)`);

/** Adds the security headers (frame-ancestors, CSP, nosniff, referrer policy) to every response. */
export function proxy(request: NextRequest) {
  // The instructor preview without its key gets a 403 page here (a page cannot set its status).
  const response = previewRefusal(request.nextUrl) ?? NextResponse.next();
  for (const [name, value] of Object.entries(securityHeaders(request.nextUrl.pathname, allowed.origins))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // Skip build assets: they are not documents and never framed.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
