import { type NextRequest, NextResponse } from "next/server";
import { dataDir } from "@/lib/data-dir";
import { parseAllowedOrigins, securityHeaders } from "@/lib/embed/allowed-origins";
import { badUrlResponse, hasMalformedEscape } from "@/lib/http/api-errors";
import { instructorAccessDeps } from "@/lib/instructor/access-deps";
import { instructorRefusal } from "@/lib/instructor/instructor-refusal";
import { parsePlatforms, platformOrigins } from "@/lib/lti/platform-config";
import { platformOriginsReader } from "@/lib/lti/platform-origins-file";
import { registrationFramers } from "@/lib/lti/registration/registration-framing";
import { previewRefusal } from "@/lib/preview/preview-refusal";

// Read once per server start: the allowlist is deployment configuration.
const allowed = parseAllowedOrigins(process.env.EMBED_ALLOWED_ORIGINS);
for (const problem of allowed.problems) console.warn(`[envelope-lab] ${problem} (ignored)`);
// The registered LTI platforms may frame the launch pages and receive the deep-linking post:
// those in LTI_PLATFORMS (known before the store is first opened), and every registration
// in the store, from the origins file the LTI side keeps in the data folder. NOTE: the
// proxy runs before every response, so it reads a file (re-read when it changes) rather
// than the database; see lib/lti/platform-origins-file.ts.
// (A malformed LTI_PLATFORMS is reported by the LTI routes; here it just names no platform.)
const seeded = platformOrigins(parsePlatforms(process.env.LTI_PLATFORMS).registrations);
const registered = platformOriginsReader(dataDir());
const headerOrigins = () => ({ embed: allowed.origins, platforms: [...new Set([...seeded, ...registered()])] });

/**
 * Adds the security headers (frame-ancestors, CSP, nosniff, referrer policy) to every page
 * and API response; `matcher` leaves out the /_next/static and /_next/image files.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // NOTE: Next answers a bare 500 (no headers) when a dynamic segment holds a bad
  // percent-escape such as /lessons/%zz, so such URLs are refused here first.
  const badUrl = hasMalformedEscape(pathname) ? badUrlResponse(pathname) : null;
  // The instructor preview without its key, and the class results without an instructor
  // session or key, get their refusal page here (a page cannot set its status).
  const response =
    badUrl ??
    previewRefusal(request.nextUrl) ??
    (await instructorRefusal(request.nextUrl, instructorAccessDeps)) ??
    NextResponse.next();
  const origins = { ...headerOrigins(), requestFramers: registrationFramers(request.nextUrl) };
  for (const [name, value] of Object.entries(securityHeaders(pathname, origins))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // Skip build assets: they are not documents and never framed.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
