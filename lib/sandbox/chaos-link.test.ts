import { describe, expect, it } from "vitest";
import { CHAOS_DEFAULTS } from "./chaos-limits";
import { chaosSettingsToSearch, parseChaosQuery } from "./chaos-link";
import { CHAOS_PARAMS } from "./sandbox-state";

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe("chaos settings in a link", () => {
  it("round-trips every setting through the query string", () => {
    const settings = { calls: 500, p: 0.3, deadlineMs: 400, retries: "budget" as const, outage: true };
    expect(parseChaosQuery(query(chaosSettingsToSearch(settings)))).toEqual({ chaos: settings, notices: [] });
  });

  it("is no chaos link when none of its parameters is there", () => {
    expect(parseChaosQuery(query("tool=weather&seed=3"))).toEqual({ chaos: null, notices: [] });
  });

  it("refuses an out-of-range number with a notice naming the parameter and the range, never clamping it", () => {
    const { chaos, notices } = parseChaosQuery(query(`${CHAOS_PARAMS.calls}=20000&${CHAOS_PARAMS.retries}=budget`));
    expect(chaos).toEqual({ ...CHAOS_DEFAULTS, retries: "budget" });
    expect(notices).toEqual(['The link\'s "calls" must be a whole number from 10 to 10000, so the default is used.']);
  });

  it("refuses an unknown retry mode and an outage that is not 0 or 1", () => {
    const { chaos, notices } = parseChaosQuery(query("retries=forever&outage=yes"));
    expect(chaos).toEqual(CHAOS_DEFAULTS);
    expect(notices).toEqual([
      'The link\'s "retries" must be one of none, unbounded, budget, so the default is used.',
      'The link\'s "outage" must be 0 or 1, so the default is used.',
    ]);
  });
});
