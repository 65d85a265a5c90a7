import { parseAllowedOrigins } from "./allowed-origins";

/** Embed routes render per request so the allowlist comes from the running server's environment. */
export function allowedEmbedOrigins(): string[] {
  return parseAllowedOrigins(process.env.EMBED_ALLOWED_ORIGINS).origins;
}
