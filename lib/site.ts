/** Site-wide constants that routes and metadata share. */
export const SITE_NAME = "Envelope Lab";
export const SITE_DESCRIPTION =
  "An interactive lesson on the error envelope: how an LLM agent's tools layer turns every failure into one predictable result.";

/** The public origin, for absolute Open Graph URLs. Set SITE_URL in production. */
export function siteUrl(): URL {
  const fallback = "http://localhost:3000";
  try {
    return new URL(process.env.SITE_URL || fallback);
  } catch {
    return new URL(fallback);
  }
}
