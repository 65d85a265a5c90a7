// The budgets of issue 15, as ratios to the bare page measured in the same run, so a
// busy machine slows both sides and the verdict stays fair.

export const BUDGETS = {
  lcpRatio: 1.2,
  tbtRatio: 1.2,
  /** A TBT under this passes whatever the bare page scored. */
  tbtFloorMs: 50,
  clsBelow: 0.01,
  jsRatio: 1.1,
  accessibility: 100,
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
  ];
}
