import { describe, expect, it } from "vitest";
import { DEFAULT_SANDBOX_STATE, parseSandboxQuery, type SandboxState, sandboxStateToSearch } from "./sandbox-state";

const fromSearch = (search: string) => parseSandboxQuery(Object.fromEntries(new URLSearchParams(search)));

describe("sandbox state in the URL", () => {
  it("round-trips a full state through the query string", () => {
    const state: SandboxState = {
      tool: "weather",
      args: '{"city":"Oslo","units":"metric"}',
      timeoutMs: 750,
      faults: { weather: { kind: "slow", ms: 3000 }, database: { kind: "flaky", p: 0.25, fault: { kind: "hang" } } },
      seed: 42,
      poolWait: true,
    };
    expect(fromSearch(sandboxStateToSearch(state))).toEqual({ state, notices: [] });
  });

  it("leaves defaults out of the link", () => {
    const search = new URLSearchParams(sandboxStateToSearch(DEFAULT_SANDBOX_STATE));
    expect([...search.keys()]).toEqual(["tool", "args"]);
  });

  it("keeps invalid JSON arguments as typed: they are the student's to fix", () => {
    expect(fromSearch("tool=calculator&args=%7Bnope").state.args).toBe("{nope");
  });

  it("keeps an unknown tool name, which the lesson wants students to try", () => {
    expect(fromSearch("tool=translator").state).toMatchObject({ tool: "translator", args: "{}" });
  });

  it("falls back to the default for each tampered parameter, with a notice naming it", () => {
    const { state, notices } = fromSearch("tool=weather&timeout=-5&seed=abc&faults=weather:explode");
    expect(state).toMatchObject({ tool: "weather", timeoutMs: 2000, seed: 1, faults: {} });
    expect(notices).toHaveLength(3);
    expect(notices[0]).toMatch(/"timeout" must be at least 50 ms/);
    expect(notices[1]).toMatch(/"seed" is not a number/);
    expect(notices[2]).toMatch(/"faults" could not be read/);
  });

  it("refuses oversized arguments instead of carrying them", () => {
    const { state, notices } = fromSearch(`args=${"x".repeat(5000)}`);
    expect(state.args).toBe(DEFAULT_SANDBOX_STATE.args);
    expect(notices[0]).toMatch(/"args" is longer than 4000 characters/);
  });

  it("reads wait=1 as waiting for a pooled connection, and refuses other values", () => {
    expect(fromSearch("tool=database&wait=1").state.poolWait).toBe(true);
    const { state, notices } = fromSearch("tool=database&wait=yes");
    expect(state.poolWait).toBe(false);
    expect(notices[0]).toMatch(/"wait" must be 0 or 1/);
  });
});
