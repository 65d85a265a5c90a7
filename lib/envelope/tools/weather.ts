/**
 * The weather tool: a simulated remote service. It answers after a seeded, realistic
 * latency, knows a few cities, and can act out an outage when the fault plan asks.
 */
import { z } from "zod";
import { sleep } from "../deadline";
import { type RetryHint, retryAfterHeaderMs, ToolFailure } from "../retry-hint";
import type { Tool } from "../tools-layer";

/** The service has no entry for the city (an HTTP 404 in real life): asking again will not help. */
export class CityNotFoundError extends ToolFailure {
  override name = "CityNotFoundError";
  constructor(message: string) {
    super(message, { retryable: false, reason: "HTTP 404: the service does not know this city" }, "not_found");
  }
}

/** The service is down (HTTP 503); its Retry-After header, when sent, says when to come back. */
export class ServiceUnavailableError extends ToolFailure {
  override name = "ServiceUnavailableError";
  constructor(message: string, retryAfter?: string) {
    super(message, serviceUnavailableHint(retryAfter), "unavailable");
  }
}

/** What the simulated service sends with its 503: come back in a second (RFC 9110 delay-seconds). */
export const OUTAGE_RETRY_AFTER = "1";

function serviceUnavailableHint(retryAfter: string | undefined): RetryHint {
  const afterMs = retryAfter === undefined ? undefined : retryAfterHeaderMs(retryAfter);
  if (afterMs === undefined) return { retryable: true, reason: "HTTP 503" };
  return { retryable: true, afterMs, reason: `HTTP 503 with Retry-After: ${retryAfter}` };
}

/** Arguments of the weather tool: `{ city: "Lisbon", units?: "metric" | "imperial" }`. */
export const WeatherArgsSchema = z
  .object({
    city: z.string().trim().min(1, "a city name is required").max(100),
    units: z.enum(["metric", "imperial"]).optional(),
  })
  .strict();

/** Arguments of the weather tool. */
export type WeatherArgs = z.infer<typeof WeatherArgsSchema>;

/** What the weather tool returns. */
export interface WeatherReport {
  city: string;
  country: string;
  condition: string;
  temperature: number;
  temperatureUnit: "°C" | "°F";
  windSpeed: number;
  windUnit: "km/h" | "mph";
  humidity: number;
}

const CITIES = [
  { city: "Lisbon", country: "Portugal", condition: "sunny", tempC: 22, windKph: 14, humidity: 58 },
  { city: "Oslo", country: "Norway", condition: "light snow", tempC: -3, windKph: 9, humidity: 81 },
  { city: "Nairobi", country: "Kenya", condition: "partly cloudy", tempC: 24, windKph: 11, humidity: 52 },
  { city: "Tokyo", country: "Japan", condition: "light rain", tempC: 17, windKph: 12, humidity: 77 },
  { city: "Lima", country: "Peru", condition: "overcast", tempC: 19, windKph: 15, humidity: 84 },
  { city: "Toronto", country: "Canada", condition: "windy", tempC: 8, windKph: 31, humidity: 63 },
  { city: "Cairo", country: "Egypt", condition: "clear", tempC: 31, windKph: 10, humidity: 28 },
  { city: "Sydney", country: "Australia", condition: "showers", tempC: 18, windKph: 22, humidity: 70 },
] as const;

/** The cities the simulated service knows, in table order. */
export const WEATHER_CITIES: readonly string[] = CITIES.map((row) => row.city);

/** How long the simulated service takes to answer: 120–480 ms, drawn from `random`. */
export function weatherLatencyMs(random: () => number): number {
  return Math.round(120 + random() * 360);
}

/** Creates the weather tool; `random` is a seeded stream so latencies replay. */
export function createWeatherTool(random: () => number): Tool<WeatherArgs> {
  return {
    name: "weather",
    description: "Current weather for a city, from a (simulated) remote weather service.",
    argsSchema: WeatherArgsSchema,
    async run({ city, units = "metric" }, { signal, simulate }): Promise<WeatherReport> {
      await sleep(weatherLatencyMs(random), signal); // the network round trip
      if (simulate === "outage") throw new ServiceUnavailableError("HTTP 503 Service Unavailable", OUTAGE_RETRY_AFTER);
      const row = CITIES.find((entry) => entry.city.toLowerCase() === city.toLowerCase());
      if (row === undefined) throw new CityNotFoundError(`city not found: ${city}`);
      const metric = units === "metric";
      return {
        city: row.city,
        country: row.country,
        condition: row.condition,
        temperature: metric ? row.tempC : Math.round(row.tempC * 1.8 + 32),
        temperatureUnit: metric ? "°C" : "°F",
        windSpeed: metric ? row.windKph : Math.round(row.windKph / 1.609),
        windUnit: metric ? "km/h" : "mph",
        humidity: row.humidity,
      };
    },
  };
}
