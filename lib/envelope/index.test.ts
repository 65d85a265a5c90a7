import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as engine from "./index";
import { createToolsLayer } from "./index";
import { settle, useFakeClock } from "./test-support";

afterEach(() => {
  vi.useRealTimers();
});

describe("createToolsLayer", () => {
  it("offers the four built-in tools", async () => {
    expect(engine.TOOL_NAMES).toEqual(["calculator", "weather", "database", "send_email"]);
    expect(await createToolsLayer().run("calculator", { expression: "1 + 1" })).toEqual({
      status: "ok",
      tool: "calculator",
      output: { value: 2 },
    });
  });

  it("throws at setup, not per call, for an invalid fault plan, pool size or deadline", () => {
    expect(() => createToolsLayer({ faults: { calculator: { kind: "outage" } } as never })).toThrow(
      "invalid fault plan: calculator.kind: the fault kinds here are throw, hang, slow and flaky",
    );
    expect(() => createToolsLayer({ poolSize: 0 })).toThrow("poolSize must be a whole number ≥ 1, got 0");
    expect(() => createToolsLayer({ timeoutMs: Number.NaN })).toThrow("timeoutMs must be a whole number of ms");
  });

  it("applies its timeoutMs to every tool", async () => {
    useFakeClock();
    const layer = createToolsLayer({ timeoutMs: 100 });
    const { result, report } = await settle(layer.runWithReport("weather", { city: "Oslo" }));
    expect([result.status, report.durationMs]).toEqual(["timeout", 100]);
  });

  it("replays the same statuses for the same seed and flaky plan", async () => {
    const statuses = async (seed: number) => {
      const layer = createToolsLayer({
        seed,
        faults: { calculator: { kind: "flaky", p: 0.5, fault: { kind: "throw" } } },
      });
      const results = [];
      for (let i = 0; i < 64; i++) results.push((await layer.run("calculator", { expression: "1" })).status);
      return results.join(",");
    };
    expect(await statuses(7)).toBe(await statuses(7));
    expect(await statuses(7)).not.toBe(await statuses(8));
  });

  it("reads faults from a decoded share string", async () => {
    useFakeClock();
    const decoded = engine.decodeFaultPlan("weather:outage");
    if (!decoded.ok) throw new Error(decoded.error);
    const result = await settle(createToolsLayer({ faults: decoded.plan }).run("weather", { city: "Oslo" }));
    expect(result).toEqual({
      status: "tool_error",
      tool: "weather",
      error: "HTTP 503 Service Unavailable",
      code: "unavailable",
      retry: { retryable: true, afterMs: 1000, reason: "HTTP 503 with Retry-After: 1" },
    });
  });

  it("pulls in no Node module, sql.js, React or DOM global at run time from the browser entry", () => {
    const seen = new Set<string>();
    const external: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/\b(window|document)\./);
      // Type-only imports vanish at build time; every other import is bundled.
      for (const [, spec = ""] of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)"/gms)) {
        if (!spec.startsWith(".")) external.push(spec);
        else visit(fileURLToPath(new URL(`${spec}.ts`, pathToFileURL(file))));
      }
    };
    visit(fileURLToPath(new URL("./index.ts", import.meta.url)));
    expect(seen.size).toBeGreaterThan(15);
    expect([...new Set(external)].sort()).toEqual(["zod"]);
  });
});
