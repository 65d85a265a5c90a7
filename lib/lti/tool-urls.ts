/** The tool's addresses under one origin, as platforms register them. */
export function toolUrls(origin: string) {
  const at = (p: string) => new URL(p, origin).href;
  return {
    login: at("/api/lti/login"),
    launch: at("/api/lti/launch"),
    choice: at("/api/lti/deep-linking"),
    jwks: at("/api/lti/jwks"),
  };
}
