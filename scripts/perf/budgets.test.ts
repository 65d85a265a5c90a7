import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUDGETS, budgetsSentence, checkBudgets } from "./budgets.mjs";

const bare = { route: "bare page", lcp: 1000, tbt: 100, cls: 0, jsBytes: 100_000, accessibility: 100 };
const verdicts = (
  route: Partial<typeof bare> & { route: string; rawBytes?: number; gzipBytes?: number },
  against = bare,
) =>
  Object.fromEntries(
    checkBudgets({ ...bare, rawBytes: 0, gzipBytes: 0, ...route }, against).map(([name, pass]) => [name, pass]),
  );

describe("checkBudgets", () => {
  it("passes a route exactly at every ratio budget and fails one just over it", () => {
    const at = {
      lcp: bare.lcp * BUDGETS.lcpRatio,
      tbt: bare.tbt * BUDGETS.tbtRatio,
      jsBytes: bare.jsBytes * BUDGETS.jsRatio,
    };
    expect(verdicts({ route: "/", ...at })).toMatchObject({ LCP: true, TBT: true, "first-load JS": true });
    const over = { lcp: at.lcp + 1, tbt: at.tbt + 1, jsBytes: at.jsBytes + 1 };
    expect(verdicts({ route: "/", ...over })).toMatchObject({ LCP: false, TBT: false, "first-load JS": false });
  });

  it("passes a TBT under the floor whatever the bare page scored", () => {
    const under = { route: "/", tbt: BUDGETS.tbtFloorMs - 1 };
    expect(verdicts(under, { ...bare, tbt: 0 }).TBT).toBe(true);
    expect(verdicts({ route: "/", tbt: BUDGETS.tbtFloorMs }, { ...bare, tbt: 0 }).TBT).toBe(false);
  });

  it("fails a CLS at the limit and an accessibility score under it", () => {
    expect(verdicts({ route: "/", cls: BUDGETS.clsBelow, accessibility: BUDGETS.accessibility - 1 })).toMatchObject({
      CLS: false,
      accessibility: false,
    });
  });

  it("holds lesson documents to the raw and gzip limits, and only lessons", () => {
    const raw = BUDGETS.lessonDocRawKb * 1000;
    const gzip = BUDGETS.lessonDocGzipKb * 1000;
    expect(verdicts({ route: "/lessons/a", rawBytes: raw, gzipBytes: gzip }).document).toBe(true);
    expect(verdicts({ route: "/lessons/a", rawBytes: raw + 1, gzipBytes: gzip }).document).toBe(false);
    expect(verdicts({ route: "/lessons/a", rawBytes: raw, gzipBytes: gzip + 1 }).document).toBe(false);
    expect(verdicts({ route: "/sandbox", rawBytes: raw * 2, gzipBytes: gzip * 2 })).not.toHaveProperty("document");
  });
});

describe("docs/performance.md", () => {
  it("states the budgets that perf and bench check", () => {
    const page = readFileSync("docs/performance.md", "utf8").replace(/\s+/g, " ");
    expect(page).toContain(budgetsSentence());
  });
});
