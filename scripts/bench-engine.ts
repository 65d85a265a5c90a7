/**
 * Benchmarks the envelope engine. Run: npx tsx scripts/bench-engine.ts
 *
 * 1. Layer overhead per call: calculator "1 + 1" through layer.run vs tool.run directly.
 * 2. Throughput of a 10,000-call batch against a flaky calculator (p = 0.3), all in flight at once.
 * 3. Deadline lateness: how long after its deadline a hanging call resolves (200 samples).
 */
import { createToolsLayer, percentile, summarizeCalls } from "../lib/envelope/index";
import { createCalculatorTool } from "../lib/envelope/tools/calculator";

const ARGS = { expression: "1 + 1" };

async function timePerCall(label: string, call: () => Promise<unknown>, iterations: number): Promise<number> {
  for (let i = 0; i < iterations / 5; i++) await call(); // warm-up, lets the JIT settle
  const start = performance.now();
  for (let i = 0; i < iterations; i++) await call();
  const micros = ((performance.now() - start) * 1000) / iterations;
  console.log(`${label}: ${micros.toFixed(2)} µs/call (${iterations} calls)`);
  return micros;
}

async function overhead(): Promise<void> {
  const tool = createCalculatorTool();
  const signal = new AbortController().signal;
  const layer = createToolsLayer();
  const iterations = 200_000;
  const direct = await timePerCall("direct tool.run", () => tool.run(ARGS, { signal }), iterations);
  const viaRun = await timePerCall("layer.run", () => layer.run("calculator", ARGS), iterations);
  const viaReport = await timePerCall("layer.runWithReport", () => layer.runWithReport("calculator", ARGS), iterations);
  console.log(`layer overhead (run): ${(viaRun - direct).toFixed(2)} µs/call, ratio ${(viaRun / direct).toFixed(2)}x`);
  console.log(
    `layer overhead (runWithReport): ${(viaReport - direct).toFixed(2)} µs/call, ratio ${(viaReport / direct).toFixed(2)}x`,
  );
}

async function flakyBatch(): Promise<void> {
  const layer = createToolsLayer({
    seed: 2024,
    faults: { calculator: { kind: "flaky", p: 0.3, fault: { kind: "throw" } } },
  });
  const calls = 10_000;
  const start = performance.now();
  const runs = await Promise.all(Array.from({ length: calls }, () => layer.runWithReport("calculator", ARGS)));
  const seconds = (performance.now() - start) / 1000;
  const metrics = summarizeCalls(
    runs.map(({ result, report }) => ({ tool: result.tool, status: result.status, durationMs: report.durationMs })),
  );
  console.log(
    `flaky batch: ${calls} calls in ${(seconds * 1000).toFixed(1)} ms = ${Math.round(calls / seconds)} calls/s`,
  );
  console.log(`flaky batch statuses: ok ${metrics.byStatus.ok.count}, tool_error ${metrics.byStatus.tool_error.count}`);
}

async function deadlineLateness(): Promise<void> {
  const lateness: number[] = [];
  for (let i = 0; i < 200; i++) {
    const timeoutMs = 5 + (i % 16); // 5–20 ms
    const layer = createToolsLayer({ timeoutMs, faults: { calculator: { kind: "hang" } } });
    const { result, report } = await layer.runWithReport("calculator", ARGS);
    if (result.status !== "timeout") throw new Error(`expected timeout, got ${result.status}`);
    lateness.push(report.durationMs - timeoutMs);
  }
  lateness.sort((a, b) => a - b);
  const fmt = (p: number) => (percentile(lateness, p) ?? Number.NaN).toFixed(2);
  console.log(
    `deadline lateness over ${lateness.length} hanging calls (deadlines 5–20 ms): p50 ${fmt(50)} ms, p99 ${fmt(99)} ms, max ${fmt(100)} ms`,
  );
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  await overhead();
  await flakyBatch();
  await deadlineLateness();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
