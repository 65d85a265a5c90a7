/**
 * The instructor key's session. The key (INSTRUCTOR_KEY) opens the addresses in
 * keyed-paths.ts; given once as ?key= on a page, it is traded for a cookie holding a short
 * signed session and the browser is sent to the same address without it (303), so the key
 * does not stay in the address bar, the history, a bookmark or a Referer. The session is
 * signed with INSTRUCTOR_SESSION_SECRET, else a secret generated into the data folder (as
 * the score tokens' is; refused on a shared Postgres, see configuredSecret), and bound to
 * the key, so a new INSTRUCTOR_KEY ends every session. Server-only.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { configuredSecret } from "@/lib/score-token/signing-keys";
import { isKeyedPath } from "./keyed-paths";
import { decidePreviewAccess, type PreviewAccess } from "./preview-access";

export const KEY_SESSION_COOKIE = "instructor_session";
/** How long a session lasts: a sitting's work, not a standing pass. */
export const KEY_SESSION_SECONDS = 2 * 60 * 60;
export const KEY_SESSION_SECRET_FILE = "instructor-session-secret";

/** What deciding needs: the environment's key and the signing secret (read only when needed). */
export type KeyEnv = {
  nodeEnv: string | undefined;
  configuredKey: string | undefined;
  secret: () => string;
  nowMs?: () => number;
};

/** The server's own: NODE_ENV, INSTRUCTOR_KEY and the signing secret (from the data folder: made on first use). */
export function processKeyEnv(env: Record<string, string | undefined> = process.env): KeyEnv {
  return {
    nodeEnv: env.NODE_ENV,
    configuredKey: env.INSTRUCTOR_KEY,
    secret: () => configuredSecret(env, "INSTRUCTOR_SESSION_SECRET", KEY_SESSION_SECRET_FILE).value,
  };
}

const now = (env: KeyEnv) => (env.nowMs ?? Date.now)();
const digest = (text: string) => createHash("sha256").update(text, "utf8").digest("base64url");
const mac = (env: KeyEnv, key: string, expires: string) =>
  createHmac("sha256", env.secret())
    .update(`${expires}.${digest(key)}`)
    .digest();

/** A session value: its expiry (Unix seconds) and the MAC of expiry and key. */
export function signKeySession(env: KeyEnv): string {
  const key = env.configuredKey?.trim() ?? "";
  const expires = String(Math.floor(now(env) / 1000) + KEY_SESSION_SECONDS);
  return `${expires}.${mac(env, key, expires).toString("base64url")}`;
}

function sessionHolds(value: string | undefined, env: KeyEnv): boolean {
  const key = env.configuredKey?.trim();
  const [expires = "", signature = "", ...rest] = (value ?? "").split(".");
  if (!key || rest.length > 0 || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now(env)) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(env, key, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The request's proof of the key: `key` from the query (the exchange's), `session` from the cookie. */
export type KeyProof = { key?: string | undefined; session?: string | undefined };

/** The instructor key's rule (preview-access.ts) over a request's proof. */
export function decideKeyAccess(proof: KeyProof, env: KeyEnv): PreviewAccess {
  const { nodeEnv, configuredKey } = env;
  return decidePreviewAccess({
    nodeEnv,
    configuredKey,
    givenKey: proof.key,
    session: sessionHolds(proof.session, env),
  });
}

/** The session cookie's value in a request, if it has one. */
export function keySessionOf(request: Request): string | undefined {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === KEY_SESSION_COOKIE) return value.join("=");
  }
  return undefined;
}

/**
 * The exchange: a GET (or HEAD) of a keyed address whose ?key= is the right key is answered
 * 303 to the same address without it, setting the session cookie (HttpOnly, SameSite=Lax so
 * that a link from a mail or a course opens it, Secure over https). Null for anything else:
 * a wrong key is then refused like a missing one, by the caller.
 */
export function keyExchange(method: string, url: URL, env: KeyEnv): Response | null {
  if ((method !== "GET" && method !== "HEAD") || !isKeyedPath(url.pathname)) return null;
  const key = url.searchParams.getAll("key")[0];
  if (key === undefined || decideKeyAccess({ key }, env).reason !== "key") return null;
  const to = new URL(url);
  to.searchParams.delete("key");
  // NOTE: Path=/ because the session opens four path prefixes and a cookie has one Path;
  // HttpOnly keeps it from every script, which a Path would not.
  const cookie = [
    `${KEY_SESSION_COOKIE}=${signKeySession(env)}`,
    "Path=/",
    `Max-Age=${KEY_SESSION_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(url.protocol === "https:" ? ["Secure"] : []),
  ].join("; ");
  return new Response(null, {
    status: 303,
    // An absolute address: Next's proxy adapter parses it (and sends a same-origin one as a path).
    headers: { location: to.href, "set-cookie": cookie, "cache-control": "no-store" },
  });
}
