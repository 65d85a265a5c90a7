/**
 * The OIDC login's `state`, kept by no server: a short-lived token signed with the
 * tool's key (launch-session.ts, kind "login") that carries the login itself, so no
 * client can fill a table of pending logins and a login started on one app server
 * finishes on another. It is bound to the browser where the browser allows: a cookie
 * whose hash it carries, and, when the platform offers it, a value put in the
 * platform's storage (platform-storage.ts). Single use is the used-nonce store's, which
 * only a platform-signed id_token can write to (verify-id-token.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { type LoginState, readSession, signSession } from "./launch-session";
import { STORAGE_FIELD, type StorageTarget, storageKey } from "./platform-storage";
import { type LaunchProblem, problem } from "./problems";
import type { KeyRing } from "./tool-keys";

/**
 * The browser cookie: one value per browser (per partition), reused by every login that
 * brings it back, so logins in parallel tabs or frames do not overwrite each other's.
 */
export const BROWSER_COOKIE = "__Host-lti-browser";
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64url");
export const randomSecret = () => randomBytes(32).toString("base64url");
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The value of `name` in the request's Cookie header, or null. */
function readCookie(request: Request, name: string): string | null {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * The cookie a login sets and the claim its state carries, or null on a plain-http
 * tool: browsers refuse a `SameSite=None` cookie without `Secure`, and the launch's
 * cross-site form post brings back no other kind.
 */
export function browserCookie(
  request: Request,
  launchUrl: string,
): { setCookie: string; claim: NonNullable<LoginState["cookie"]> } | null {
  if (new URL(launchUrl).protocol !== "https:") return null;
  const carried = readCookie(request, BROWSER_COOKIE);
  const value = carried !== null && SECRET.test(carried) ? carried : randomSecret();
  // Partitioned (CHIPS): kept in a framed tool even where third-party cookies are blocked,
  // in a jar of the embedding site's own, which is where the framed launch comes back.
  const setCookie = `${BROWSER_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`;
  return { setCookie, claim: { hash: sha256(value), required: value === carried } };
}

export function issueLoginState(state: LoginState, ring: KeyRing, nowMs: number): Promise<string> {
  return signSession("login", state, ring, nowMs);
}

export type LoginStateDeps = { keys: () => Promise<KeyRing>; toolOrigin: string; now?: () => number };
export type OpenedState =
  | { ok: true; state: LoginState }
  | { ok: false; problem: LaunchProblem }
  /** The login put a value in the platform's storage; the browser must read it back from there first. */
  | { ok: "ask-storage"; from: StorageTarget };

const fail = (code: string, status: LaunchProblem["status"], message: string): OpenedState => ({
  ok: false,
  problem: problem(code, status, message),
});

/**
 * The launch's `state`, verified and checked against the browser it came back in: the
 * cookie, when it comes back, must be the login's (and must come back when the login
 * saw it already); a value put in platform storage must be posted back by the tool's
 * own page, unless the cookie already matched. Never throws for what the request carries.
 */
export async function openLoginState(
  request: Request,
  form: URLSearchParams,
  deps: LoginStateDeps,
): Promise<OpenedState> {
  const token = form.get("state");
  if (!token) return fail("missing_state", 400, "the launch has no state");
  const read = await readSession("login", token, await deps.keys(), (deps.now ?? Date.now)());
  if (!read.ok)
    return read.problem === "expired"
      ? fail("expired_state", 401, "the launch's state has expired (a login lasts 10 minutes)")
      : fail("invalid_state", 401, "the launch's state is not one this tool issued, or it was changed");
  const state = read.claims;
  const cookie = readCookie(request, BROWSER_COOKIE);
  if (state.cookie && cookie !== null && sha256(cookie) !== state.cookie.hash)
    return fail(
      "browser_mismatch",
      401,
      "the launch came back to another browser than the one that started the login (its login cookie does not match)",
    );
  if (state.cookie?.required && cookie === null)
    return fail(
      "browser_mismatch",
      401,
      "the launch came back without the login cookie the browser that started the login had",
    );
  if (!state.storage || (state.cookie && cookie !== null)) return { ok: true, state };
  const stored = form.get(STORAGE_FIELD);
  const { target, origin } = state.storage;
  if (stored === null) return { ok: "ask-storage", from: { target, origin, key: storageKey(state.nonce) } };
  // NOTE: only the tool's own page may post the value: a form elsewhere could send any value it knows.
  if (request.headers.get("origin") !== deps.toolOrigin)
    return fail("storage_origin", 403, "the platform storage check was not posted by the tool's own page");
  if (sha256(stored) !== state.storage.hash)
    return fail(
      "storage_mismatch",
      401,
      "the course platform's storage does not hold this login's value, so the launch did not come back to the browser that started it",
    );
  return { ok: true, state };
}
