import path from "node:path";
import { type NextRequest, NextResponse } from "next/server";
import { instructorAccessDeps } from "@/lib/composition-root";
import { dataDir } from "@/lib/data-dir";
import { parseAllowedOrigins, securityHeaders } from "@/lib/embed/allowed-origins";
import { earlyRefusal } from "@/lib/http/api-errors";
import { publicFilePaths } from "@/lib/http/public-files";
import { instructorRefusal } from "@/lib/instructor/instructor-refusal";
import { parsePlatforms, platformOrigins } from "@/lib/lti/platform-config";
import { platformOriginsReader } from "@/lib/lti/platform-origins-file";
import { registrationFramers } from "@/lib/lti/registration/registration-framing";
import { KEY_SESSION_COOKIE, keyExchange, processKeyEnv } from "@/lib/preview/key-session";
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
// The files public/ serves, which take GET and HEAD only (read once: a deployment's files).
const publicFiles = new Set(publicFilePaths(path.join(/*turbopackIgnore: true*/ process.cwd(), "public")));
const keyEnv = processKeyEnv();

/**
 * Refuses what Next would answer with a bare 500 (lib/http/api-errors.ts), trades the
 * instructor key for its session (lib/preview/key-session.ts), refuses keyed pages without
 * access, and adds the security headers (frame-ancestors, CSP, nosniff, referrer policy)
 * to every response it sees but a build asset's.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const session = request.cookies.get(KEY_SESSION_COOKIE)?.value;
  const early = { method: request.method, pathname, contentType: request.headers.get("content-type") };
  const refused = earlyRefusal(early, publicFiles);
  // A build asset goes out with the headers Next gives it: a page's CSP on a worker's script
  // would become that worker's own policy, and the kata's engine evaluates the student's
  // layer in a worker (lib/kata/engine-realm.ts). Only a refusal, a page of ours, gets ours.
  if (!refused && pathname.startsWith("/_next/static/")) return NextResponse.next();
  // The preview and the class results without access get their refusal page here (a page cannot set its status).
  const response =
    refused ??
    keyExchange(request.method, request.nextUrl, keyEnv) ??
    previewRefusal(request.nextUrl, session, keyEnv) ??
    (await instructorRefusal(request.nextUrl, session, instructorAccessDeps)) ??
    NextResponse.next();
  const origins = { ...headerOrigins(), requestFramers: registrationFramers(request.nextUrl) };
  for (const [name, value] of Object.entries(securityHeaders(pathname, origins))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  // NOTE: Next copies a request's body for the proxy and waits for the body's end before
  // answering, whatever the proxy answers. So an API request declaring a
  // body of 100,000 bytes or more (over every LTI endpoint's cap, whose pages need the
  // headers set here) skips the proxy: its route then refuses a body over its own cap by
  // the declared length before reading a byte (lib/http/read-capped-text.ts). An address
  // with a "%" is always checked here, and every other path, build assets included (a
  // wrong method on them is refused here), always runs the proxy.
  matcher: [
    "/((?!api/).*)",
    { source: "/api/:path*", missing: [{ type: "header", key: "content-length", value: "0*[1-9]\\d{5,}" }] },
    "/api/(.*%.*)",
  ],
};
