import { setLtiSession } from "@/lib/embed/grading-context";
import { sessionStorageKey, takeSessionFromHash } from "@/lib/embed/lti-fragment";

/**
 * Takes an LTI launch session out of the address (#lti_session=...) once, with
 * history.replaceState so it is not copied around with the URL, and hands it to the
 * grading requests. It is kept in sessionStorage for this frame's path so a reload
 * keeps it; NOTE: a browser that blocks third-party storage throws on sessionStorage
 * in a cross-site frame, and then the session lives in memory only.
 */
export function adoptLtiSession(): void {
  const key = sessionStorageKey(window.location.pathname);
  const { session, rest } = takeSessionFromHash(window.location.hash);
  if (session) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${rest}`);
    setLtiSession(session);
    try {
      window.sessionStorage.setItem(key, session);
    } catch {
      // Storage refused (third-party storage blocked): memory only.
    }
    return;
  }
  try {
    const kept = window.sessionStorage.getItem(key);
    if (kept) setLtiSession(kept);
  } catch {
    // Storage refused: nothing kept from before.
  }
}
