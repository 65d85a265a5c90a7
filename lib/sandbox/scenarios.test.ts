import path from "node:path";
import { describe, expect, it } from "vitest";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { parseSandboxQuery } from "./sandbox-state";
import { loadScenarios, scenarioHref, scenarioState } from "./scenarios";

const fixtures = path.join(__dirname, "fixtures");

describe("authored scenarios", () => {
  it("loads the error-envelope lesson's scenarios, enough to cover every status", async () => {
    const scenarios = loadScenarios("error-envelope");
    expect(scenarios.length).toBeGreaterThanOrEqual(8);
    const { createNodeToolsLayer } = await import("@/lib/envelope/node");
    const statuses = new Set<string>();
    for (const scenario of scenarios) {
      const state = scenarioState(scenario);
      const layer = createNodeToolsLayer({ ...state, timeoutMs: state.timeoutMs });
      statuses.add((await layer.run(state.tool, JSON.parse(state.args))).status);
      layer.dispose();
    }
    expect([...statuses].sort()).toEqual(["invalid_args", "ok", "timeout", "tool_error"]);
  }, 20_000);

  it("links each scenario to a sandbox URL that reads back to the same state", () => {
    for (const scenario of loadScenarios("error-envelope")) {
      const query = Object.fromEntries(new URL(scenarioHref(scenario), "http://x").searchParams);
      expect(parseSandboxQuery(query)).toEqual({ state: scenarioState(scenario), notices: [] });
    }
  });

  it("replays every lesson's scenarios from their links, calls in a row included", () => {
    for (const slug of listLessonSlugs())
      for (const scenario of loadScenarios(slug)) {
        const query = Object.fromEntries(new URL(scenarioHref(scenario), "http://x").searchParams);
        expect(parseSandboxQuery(query), scenario.id).toEqual({ state: scenarioState(scenario), notices: [] });
      }
    const piled = loadScenarios("deadlines-and-retries").find((s) => s.id === "ignored-signal-holds-pool");
    expect(piled && scenarioHref(piled)).toContain("repeat=3");
  });

  it("reports a duplicate id with its file, line and field", () => {
    expect(() => loadScenarios("duplicate", fixtures)).toThrow(
      /lib\/sandbox\/fixtures\/duplicate\/scenarios.yaml:5 #2 › id: "slow-weather" is already the id of scenario 1; give each scenario its own id/,
    );
  });

  it("reports a fault the tool cannot act out", () => {
    expect(() => loadScenarios("bad-fault", fixtures)).toThrow(/scenarios.yaml:6 #1 › faults › calculator/);
  });

  it("has no scenarios for a lesson without the file", () => {
    expect(loadScenarios("no-such-lesson", fixtures)).toEqual([]);
  });
});
