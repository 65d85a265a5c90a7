import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withFault } from "../faults";
import { mulberry32 } from "../prng";
import { settle, useFakeClock } from "../test-support";
import { ToolsLayer } from "../tools-layer";
import { createWeatherTool, WEATHER_CITIES, weatherLatencyMs } from "./weather";

const layerWith = (fault?: Parameters<typeof withFault>[1], timeoutMs = 2000) =>
  new ToolsLayer([withFault(createWeatherTool(mulberry32(7)), fault, mulberry32(1))], { timeoutMs });

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

describe("weather", () => {
  it("reports ok with metric weather after a few hundred ms, whatever the case of the city", async () => {
    const { result, report } = await settle(layerWith().runWithReport("weather", { city: "lisbon" }));
    expect(result).toEqual({
      status: "ok",
      tool: "weather",
      output: {
        city: "Lisbon",
        country: "Portugal",
        condition: "sunny",
        temperature: 22,
        temperatureUnit: "°C",
        windSpeed: 14,
        windUnit: "km/h",
        humidity: 58,
      },
    });
    expect(report.durationMs).toBe(weatherLatencyMs(mulberry32(7)));
    expect(report.durationMs).toBeGreaterThanOrEqual(120);
    expect(report.durationMs).toBeLessThanOrEqual(480);
  });

  it("converts to °F and mph when asked for imperial units", async () => {
    const result = await settle(layerWith().run("weather", { city: "Oslo", units: "imperial" }));
    expect(result.status === "ok" && result.output).toMatchObject({
      temperature: 27,
      temperatureUnit: "°F",
      windSpeed: 6,
      windUnit: "mph",
    });
  });

  it("knows eight cities", () => {
    expect(WEATHER_CITIES).toHaveLength(8);
  });

  it("reports tool_error 'city not found' for a city it does not know", async () => {
    expect(await settle(layerWith().run("weather", { city: "Atlantis" }))).toEqual({
      status: "tool_error",
      tool: "weather",
      error: "city not found: Atlantis",
      code: "not_found",
      retry: { retryable: false, reason: "HTTP 404: the service does not know this city" },
    });
  });

  it("reports tool_error with HTTP 503 during an outage", async () => {
    expect(await settle(layerWith({ kind: "outage" }).run("weather", { city: "Lima" }))).toEqual({
      status: "tool_error",
      tool: "weather",
      error: "HTTP 503 Service Unavailable",
      code: "unavailable",
      // The simulated service sends Retry-After: 1 with its 503; the tool turns it into the hint.
      retry: { retryable: true, afterMs: 1000, reason: "HTTP 503 with Retry-After: 1" },
    });
  });

  it("reports timeout when the service is slower than the deadline, and clears its timers", async () => {
    const { result, report } = await settle(
      layerWith({ kind: "slow", ms: 2500 }).runWithReport("weather", { city: "Lima" }),
    );
    expect(result).toEqual({ status: "timeout", tool: "weather", error: "no answer within 2000 ms", code: "deadline" });
    expect(report.durationMs).toBe(2000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports ok when a slow answer still beats the deadline", async () => {
    const result = await settle(layerWith({ kind: "slow", ms: 1000 }).run("weather", { city: "Cairo" }));
    expect(result.status).toBe("ok");
  });

  it("reports invalid_args for a missing city or an unknown unit", async () => {
    const layer = layerWith();
    expect(await layer.run("weather", { city: "  " })).toMatchObject({
      status: "invalid_args",
      error: "city: a city name is required",
    });
    expect(await layer.run("weather", { city: "Oslo", units: "kelvin" })).toMatchObject({ status: "invalid_args" });
  });

  it("draws latencies from its seed, so a replay waits the same", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed)).map((x) => weatherLatencyMs(() => x));
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
  });
});
