/** The budgets (scripts/perf/budgets.mjs). */
export const BUDGETS: {
  lcpRatio: number;
  tbtRatio: number;
  tbtFloorMs: number;
  clsBelow: number;
  jsRatio: number;
  accessibility: number;
  firstInputMs: number;
  firstGradingMs: number;
  lessonDocRawKb: number;
  lessonDocGzipKb: number;
};

export type RouteFigures = {
  route: string;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  accessibility: number;
  rawBytes: number;
  gzipBytes: number;
};

export function checkBudgets(
  route: RouteFigures,
  bare: Omit<RouteFigures, "rawBytes" | "gzipBytes">,
): [string, boolean, string][];
export function checkLessonDocument(size: Pick<RouteFigures, "rawBytes" | "gzipBytes">): [string, boolean, string];
export function isLesson(route: string): boolean;
export function budgetsSentence(): string;
