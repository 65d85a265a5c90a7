import { describe, expect, it } from "vitest";
import { CHAOS_DEFAULTS } from "./chaos-limits";
import { startFromForm } from "./form-handover";
import { defaultArgsFor } from "./presets";
import { DEFAULT_SANDBOX_STATE } from "./sandbox-state";

const initial = { ...DEFAULT_SANDBOX_STATE, tool: "calculator", args: defaultArgsFor("calculator") };
const form = (values: Record<string, string> = {}, checked: Record<string, boolean> = {}) => ({ values, checked });

describe("where the live sandbox starts from the placeholder's fields", () => {
  it("keeps the initial state when nothing was touched", () => {
    const untouched = form({ "s-tool": "calculator", "s-args": initial.args, "s-timeout": String(initial.timeoutMs) });
    expect(startFromForm("s", initial, untouched)).toMatchObject({ state: initial, compare: false });
  });

  it("takes a typed tool with that tool's arguments, as the live Tool field would", () => {
    const { state } = startFromForm("s", initial, form({ "s-tool": "weather", "s-args": initial.args }));
    expect(state.tool).toBe("weather");
    expect(state.args).toBe(defaultArgsFor("weather"));
  });

  it("keeps typed arguments over the ones a tool switch brings", () => {
    const { state } = startFromForm("s", initial, form({ "s-tool": "weather", "s-args": '{"city":"Oslo"}' }));
    expect(state.args).toBe('{"city":"Oslo"}');
  });

  it("carries numbers, ticks and a chosen fault into state and plan", () => {
    const start = startFromForm(
      "s",
      initial,
      form(
        { "s-timeout": "800", "s-seed": "7", "s-fault-weather-kind": "outage" },
        { "s-compare": true, "s-pool-wait": true },
      ),
    );
    expect(start.state).toMatchObject({
      timeoutMs: 800,
      seed: 7,
      poolWait: true,
      faults: { weather: { kind: "outage" } },
    });
    expect(start.controls.weather.kind).toBe("outage");
    expect(start.compare).toBe(true);
  });

  it("keeps a refused number out of state but on screen as a draft, as the live form would", () => {
    const start = startFromForm(
      "s",
      initial,
      form({ "s-timeout": "20", "s-seed": "12.5", "s-fault-weather-p": "1.5" }),
    );
    expect(start.state).toMatchObject({ timeoutMs: initial.timeoutMs, seed: initial.seed });
    expect(start.drafts).toEqual({ timeout: "20", seed: "12.5", "fault-weather-p": "1.5" });
  });

  it("carries the chaos settings typed on the placeholder, refusing out-of-range ones", () => {
    const start = startFromForm("s", initial, form({ "s-chaos-calls": "50", "s-chaos-deadline": "1" }));
    expect(start.chaos.calls).toBe(50);
    expect(start.chaos.deadlineMs).toBe(CHAOS_DEFAULTS.deadlineMs);
    expect(start.drafts).toMatchObject({ "chaos-calls": "50", "chaos-deadline": "1" });
  });

  it("takes an accepted number into state and keeps its text as typed", () => {
    const start = startFromForm("s", initial, form({ "s-timeout": "800" }));
    expect(start.state.timeoutMs).toBe(800);
    expect(start.drafts).toEqual({ timeout: "800" });
  });

  it("starts from the layer chosen on the placeholder, either way", () => {
    expect(startFromForm("s", initial, form({ "s-layer": "error-envelope" })).state.kataLayer).toBe("error-envelope");
    const back = startFromForm("s", { ...initial, kataLayer: "error-envelope" }, form({ "s-layer": "" }));
    expect("kataLayer" in back.state).toBe(false);
    expect(startFromForm("s", { ...initial, kataLayer: "k" }, form({})).state.kataLayer).toBe("k");
  });
});
