import { describe, expect, it } from "vitest";
import {
  checkDeadlineMs,
  checkSeed,
  DEFAULT_SANDBOX_STATE,
  newSeed,
  parseSandboxQuery,
  querySetsSandboxState,
  SANDBOX_PARAMS,
  type SandboxState,
  sandboxStateToSearch,
} from "./sandbox-state";

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
    expect(notices[0]).toMatch(/"timeout" must be a whole number from 50 to 30000 ms/);
    expect(notices[1]).toMatch(/"seed" must be a whole number from 0 to 4294967295/);
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

  it("refuses a deadline just past either end, naming the range, instead of clamping it", () => {
    for (const timeout of ["49", "30001", "20", "1500.5"]) {
      const { state, notices } = fromSearch(`timeout=${timeout}`);
      expect(state.timeoutMs).toBe(DEFAULT_SANDBOX_STATE.timeoutMs);
      expect(notices).toEqual([
        'The link\'s "timeout" must be a whole number from 50 to 30000 ms, so the default is used.',
      ]);
    }
    expect(fromSearch("timeout=50&seed=4294967295").state).toMatchObject({ timeoutMs: 50, seed: 4294967295 });
  });

  it("writes every part of the state under the parameter name SANDBOX_PARAMS gives it", () => {
    const state: SandboxState = {
      ...DEFAULT_SANDBOX_STATE,
      timeoutMs: 900,
      seed: 3,
      poolWait: true,
      kataLayer: "demo",
    };
    const keys = [
      ...new URLSearchParams(sandboxStateToSearch({ ...state, faults: { weather: { kind: "hang" } } })).keys(),
    ];
    expect(keys.sort()).toEqual(Object.values(SANDBOX_PARAMS).sort());
  });

  it("treats a link as a shared run when it sets any parameter, and the bare page as not", () => {
    expect(querySetsSandboxState({})).toBe(false);
    expect(querySetsSandboxState({ utm_source: "mail" })).toBe(false);
    for (const name of Object.values(SANDBOX_PARAMS)) expect(querySetsSandboxState({ [name]: "" })).toBe(true);
  });
});

describe("which layer runs, in the URL", () => {
  it("round-trips a kata draft's layer as layer=kata:<lesson>", () => {
    const state: SandboxState = { ...DEFAULT_SANDBOX_STATE, kataLayer: "error-envelope" };
    const search = sandboxStateToSearch(state);
    expect(new URLSearchParams(search).get(SANDBOX_PARAMS.kataLayer)).toBe("kata:error-envelope");
    expect(fromSearch(search)).toEqual({ state, notices: [] });
  });

  it("leaves the lesson's own layer out of the link, and reads layer=lesson as it", () => {
    expect(new URLSearchParams(sandboxStateToSearch(DEFAULT_SANDBOX_STATE)).has(SANDBOX_PARAMS.kataLayer)).toBe(false);
    expect(fromSearch("layer=lesson")).toEqual({ state: DEFAULT_SANDBOX_STATE, notices: [] });
  });

  it("refuses a tampered layer with a notice and runs the lesson's layer", () => {
    for (const bad of ["kata:", "kata:Error_Envelope", "mine", `kata:${"a".repeat(65)}`]) {
      const { state, notices } = fromSearch(`layer=${encodeURIComponent(bad)}`);
      expect(state.kataLayer).toBeUndefined();
      expect(notices).toEqual([
        `The link's "layer" must be "lesson" or "kata:" and a lesson's name, so the default is used.`,
      ]);
    }
  });
});

describe("sandbox limits", () => {
  it("accepts deadlines from 50 to 30000 whole ms and refuses the rest in one phrase", () => {
    expect([checkDeadlineMs("50").ok, checkDeadlineMs("30000").ok]).toEqual([true, true]);
    expect(checkDeadlineMs("")).toEqual({ ok: false, problem: "must be a whole number from 50 to 30000 ms" });
  });

  it("accepts any 32-bit seed", () => {
    expect(checkSeed("0")).toEqual({ ok: true, value: 0 });
    expect(checkSeed("4294967296").ok).toBe(false);
    expect(checkSeed("-1").ok).toBe(false);
  });

  it("draws a new seed within the seed's range and never the current one", () => {
    expect(newSeed(5, () => 0.5)).toBe(2147483648);
    expect(newSeed(0, () => 0)).toBe(1);
    expect(newSeed(4294967295, () => 0.9999999999)).toBe(0);
    for (const r of [0, 0.25, 0.9999999999]) expect(checkSeed(newSeed(7, () => r)).ok).toBe(true);
  });
});
