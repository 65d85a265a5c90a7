/**
 * The tool's own addresses, as platforms register them. One origin serves them all:
 * LTI_TOOL_ORIGIN when set (behind a proxy the request's own origin is wrong), else
 * the request's.
 */
type Env = Record<string, string | undefined>;

/** The tool's public origin for `request`. */
export function toolOrigin(request: Request, env: Env = process.env): string {
  return env.LTI_TOOL_ORIGIN?.trim() || new URL(request.url).origin;
}

/** The tool's addresses under one origin. */
export function toolUrls(origin: string) {
  const at = (p: string) => new URL(p, origin).href;
  return {
    login: at("/api/lti/login"),
    launch: at("/api/lti/launch"),
    choice: at("/api/lti/deep-linking"),
    jwks: at("/api/lti/jwks"),
  };
}

/** Where Dynamic Registration is served; the key is the last path segment. */
export const REGISTER_PATH = "/api/lti/register";

/**
 * The address an LMS administrator pastes to start Dynamic Registration. The key is
 * in the path, not the query, because LMSs add their own query parameters to it.
 */
export function dynamicRegistrationUrl(origin: string, key: string): string {
  return new URL(`${REGISTER_PATH}/${encodeURIComponent(key)}`, origin).href;
}
