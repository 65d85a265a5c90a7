/**
 * The addresses the instructor key opens: the pages that show every answer or the class
 * results, and the studio's save endpoint. Pure, so the security headers (which may run
 * where Node's modules do not) can ask it too.
 */
export const KEYED_PATHS = ["/preview", "/studio", "/instructor", "/api/studio"] as const;

/** True for `pathname` at or below one of KEYED_PATHS. */
export const isKeyedPath = (pathname: string): boolean =>
  KEYED_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
