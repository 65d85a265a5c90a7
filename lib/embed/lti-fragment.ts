/**
 * The LTI launch hands the page its session in the URL fragment (#lti_session=<jwt>,
 * lib/lti/launch.ts). The page takes it out once, so it is not bookmarked, copied
 * or shared with the address; what else the fragment held stays.
 */
export const SESSION_FRAGMENT = "lti_session";
/** Where a frame keeps its session across reloads (per path: two launches in one tab stay apart). */
export const sessionStorageKey = (pathname: string) => `envelope-lab:lti-session:${pathname}`;

/** The session in `hash` (with or without its "#"), and the fragment left once it is removed. */
export function takeSessionFromHash(hash: string): { session: string | null; rest: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const session = params.get(SESSION_FRAGMENT);
  if (!session) return { session: null, rest: hash };
  params.delete(SESSION_FRAGMENT);
  const left = params.toString();
  return { session, rest: left ? `#${left}` : "" };
}
