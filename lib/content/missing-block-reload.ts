/**
 * The rule for a lesson page whose client render misses a block of prose that travels in
 * the document only (components/content/outside-payload-html.tsx): load the page again,
 * once. The document that reloads leaves a mark in the tab's sessionStorage under
 * RELOAD_MARK_KEY; the document that answers the reload and still misses shows the error
 * page instead of reloading forever.
 */
export const RELOAD_MARK_KEY = "envelope-lab:outside-payload-reloaded";

/** What the document that reloads writes: the path, and which document (its timeOrigin) asked. */
export const reloadMark = (path: string, timeOrigin: number) => `${path} ${timeOrigin}`;

export type MissingBlockDocument = {
  path: string;
  timeOrigin: number;
  /** How this document was loaded (PerformanceNavigationTiming.type). */
  navigationType: string | undefined;
};

/**
 * "reload", or "fail" when this document is the reload a miss on this path asked for (loaded
 * by a reload, marked by another document) and it misses again: a bug that another load
 * would only repeat.
 */
export function onMissingBlock(mark: string | null, page: MissingBlockDocument): "reload" | "fail" {
  const [markedPath, markedBy] = (mark ?? "").split(" ");
  const answersTheMark = markedPath === page.path && markedBy !== String(page.timeOrigin);
  return answersTheMark && page.navigationType === "reload" ? "fail" : "reload";
}
