// The budgets (issue 34), as ratios to the bare page measured in the same run and served
// the same way, so a busy machine slows both sides and the verdict stays fair.
import { LESSON_DOCUMENT_BUDGET, withinLessonBudget } from "../../lib/perf/lesson-document.mjs";

export const BUDGETS = {
  lcpRatio: 1.5,
  tbtRatio: 1.5,
  /** A TBT under this passes whatever the bare page scored. */
  tbtFloorMs: 50,
  clsBelow: 0.01,
  jsRatio: 1.1,
  accessibility: 100,
  /** `npm run bench`: a widget's first input to its answer on screen, with the CPU 4x slower (an INP proxy). */
  firstInputMs: 100,
  /** `npm run bench`: the first grading request after the server starts. */
  firstGradingMs: 300,
  /** The lesson document, raw and gzip (set in lib/perf/lesson-document.mjs, which the studio's meter reads too). */
  lessonDocRawKb: LESSON_DOCUMENT_BUDGET.rawKb,
  lessonDocGzipKb: LESSON_DOCUMENT_BUDGET.gzipKb,
};

/** Checks one route's figures against the bare page's; returns [name, pass, detail] rows. */
export function checkBudgets(route, bare) {
  const ratio = (a, b) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
  const lcp = ratio(route.lcp, bare.lcp);
  const tbt = ratio(route.tbt, bare.tbt);
  const js = ratio(route.jsBytes, bare.jsBytes);
  return [
    ["LCP", lcp <= BUDGETS.lcpRatio, `${lcp.toFixed(2)}x <= ${BUDGETS.lcpRatio}x`],
    [
      "TBT",
      route.tbt < BUDGETS.tbtFloorMs || tbt <= BUDGETS.tbtRatio,
      `${route.tbt.toFixed(0)} ms, ${Number.isFinite(tbt) ? `${tbt.toFixed(2)}x` : "n/a"} <= ${BUDGETS.tbtRatio}x or < ${BUDGETS.tbtFloorMs} ms`,
    ],
    ["CLS", route.cls < BUDGETS.clsBelow, `${route.cls.toFixed(3)} < ${BUDGETS.clsBelow}`],
    ["first-load JS", js <= BUDGETS.jsRatio, `${js.toFixed(3)}x <= ${BUDGETS.jsRatio}x`],
    [
      "accessibility",
      route.accessibility >= BUDGETS.accessibility,
      `${route.accessibility} = ${BUDGETS.accessibility}`,
    ],
    ...(isLesson(route.route) ? [checkLessonDocument(route)] : []),
  ];
}

/** Lesson routes (each lesson's first page and every later part) carry the document budget; the others only have to shrink. */
export const isLesson = (route) => route.startsWith("/lessons/");

/**
 * A lesson document's size (documentSize() in lib/perf/lesson-document.mjs of the whole HTML
 * as sent, with the RSC payload Next writes into it) against the raw and gzip limits;
 * returns one [name, pass, detail] row. `npm run perf` judges by it; the studio's meter by
 * the same withinLessonBudget.
 */
export function checkLessonDocument({ rawBytes, gzipBytes }) {
  const raw = rawBytes / 1000;
  const gzip = gzipBytes / 1000;
  return [
    "document",
    withinLessonBudget({ rawBytes, gzipBytes }),
    `${raw.toFixed(1)} kB raw, ${gzip.toFixed(1)} kB gzip <= ${BUDGETS.lessonDocRawKb} / ${BUDGETS.lessonDocGzipKb} kB`,
  ];
}

/** The budgets in words, as docs/performance.md states them (a test keeps the two the same). */
export function budgetsSentence() {
  const b = BUDGETS;
  return (
    `LCP and TBT at most ${b.lcpRatio}x the bare page's (TBT may instead stay under ${b.tbtFloorMs} ms), ` +
    `CLS under ${b.clsBelow}, first-load JS at most ${b.jsRatio}x, accessibility ${b.accessibility}; ` +
    `a lesson's document at most ${b.lessonDocRawKb} kB raw and ${b.lessonDocGzipKb} kB gzip; ` +
    `a widget's first input answered within ${b.firstInputMs} ms at 4x CPU, and the first grading request after start served within ${b.firstGradingMs} ms.`
  );
}
