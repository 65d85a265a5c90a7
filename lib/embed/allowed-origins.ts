import { isKeyedPath } from "@/lib/preview/keyed-paths";

/**
 * Which sites may frame the embed routes. Read from EMBED_ALLOWED_ORIGINS, a list of
 * origins separated by spaces or commas ("https://canvas.example.edu https://lms.example.org").
 * The default is no outside origin at all: a course site is allowed only when an admin
 * says so, because a frame that any page can load invites clickjacking and score spoofing.
 */
export type AllowedOrigins = { origins: string[]; problems: string[] };

export function parseAllowedOrigins(raw: string | undefined): AllowedOrigins {
  const origins: string[] = [];
  const problems: string[] = [];
  for (const entry of (raw ?? "").split(/[\s,]+/).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== entry.replace(/\/$/, "")) {
      problems.push(
        `EMBED_ALLOWED_ORIGINS: "${entry}" is not an origin like https://lms.example.edu (no path, no wildcard)`,
      );
      continue;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return { origins, problems };
}

/** True when `origin` may talk to an embedded widget (same site, or on the allowlist). */
export function isOriginAllowed(origin: string, allowed: readonly string[], selfOrigin: string): boolean {
  return origin === selfOrigin || allowed.includes(origin);
}

/** The origins the security headers name: the embed allowlist and the registered LTI platforms'. */
export type HeaderOrigins = {
  embed: readonly string[];
  platforms?: readonly string[];
  /** Origins that may frame this one response (the LMS running Dynamic Registration, from its URL). */
  requestFramers?: readonly string[];
};

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Security headers for a response. Embed routes and the LTI endpoints' pages (the
 * deep-linking picker, refusal pages, self-posting forms, all shown inside a
 * platform's iframe) may be framed by the allowlist and by the registered platforms;
 * every other page only by this site itself. Only the LTI pages may post forms to a
 * platform (the deep-linking response goes to its deep_link_return_url). The pages the
 * instructor key opens send no Referer at all: the class results carry a launch session
 * in their address, and no page with every answer should name itself to another site.
 */
export function securityHeaders(
  pathname: string,
  origins: HeaderOrigins,
  development = process.env.NODE_ENV === "development",
): Record<string, string> {
  const lti = isUnder(pathname, "/api/lti");
  const embeddable = lti || isUnder(pathname, "/embed");
  const platforms = origins.platforms ?? [];
  const framers = [...new Set([...origins.embed, ...platforms, ...(origins.requestFramers ?? [])])];
  const ancestors = embeddable ? ["'self'", ...framers].join(" ") : "'self'";
  const formTargets = lti ? ["'self'", ...platforms].join(" ") : "'self'";
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      // NOTE: Next.js streams its page data as inline scripts, and the theme boot script is
      // inline; nonces would force every page to render per request, so inline scripts from
      // this origin are allowed.
      // 'wasm-unsafe-eval' lets the sandbox run SQLite (WebAssembly).
      // React's development build evaluates code for its debugging aids; production never does.
      `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${development ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${formTargets}`,
      `frame-ancestors ${ancestors}`,
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": isKeyedPath(pathname) ? "no-referrer" : "strict-origin-when-cross-origin",
  };
}
