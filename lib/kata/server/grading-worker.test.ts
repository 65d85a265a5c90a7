import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildKataWorker } from "@/scripts/build-bundles";
import { readBudgetMs, UNREADABLE } from "../read-budget";
import { SLOW_TO_READ } from "../slow-to-read";
import { translatorSource } from "../translator/corpus/translator-source";
import { defaultPoolOptions } from "./default-pool";
import { GradingPool } from "./grading-pool";
import { stoppedRefusal } from "./quickjs-engine";

const lesson = "content/lessons/error-envelope/kata";
let pool: GradingPool;
beforeAll(async () => {
  // The worker runs the bundle next start would load, built from the sources as they are now.
  await buildKataWorker();
  // The worker runs at nice 10, as on the server; beside CI's builds it gets a small share of
  // the CPU, so its wall-clock fence is set far out here (the engine's budgets and the reading
  // budget, counted in CPU time, are what these tests are about).
  pool = new GradingPool({ ...defaultPoolOptions(), size: 1, fenceMs: 180_000 });
}, 60_000);
afterAll(() => pool.close());

// Ceilings, not waits (vitest.config.ts): a starved nice-10 worker takes minutes, not seconds.
describe("the bundled grading worker", { timeout: 240_000 }, () => {
  it("grades the reference layer as a pass and the starter as a fail, off the test's thread", async () => {
    const reference = await pool.grade(readFileSync(`${lesson}/reference.ts`, "utf8"), "a");
    expect(reference).toMatchObject({ kind: "verdict", verdict: { kind: "graded", passed: true } });
    const starter = await pool.grade(readFileSync(`${lesson}/starter.ts`, "utf8"), "a");
    expect(starter).toMatchObject({ kind: "verdict", verdict: { kind: "graded", passed: false } });
  });

  it("grades a translator with the translator kata's rules when the job says so", async () => {
    const answer = await pool.grade(translatorSource(), "a", "translator");
    expect(answer).toMatchObject({ kind: "verdict", verdict: { kind: "graded", passed: true } });
    const ids =
      answer.kind === "verdict" && answer.verdict.kind === "graded" ? answer.verdict.rules.map((r) => r.id) : [];
    expect(ids).toContain("mcp-protocol-error");
    // The same source as a ToolsLayer lacks its class.
    expect(await pool.grade(translatorSource(), "a")).toMatchObject({ verdict: { refusal: { code: "no-layer" } } });
  });

  it("stops an endless loop with the engine's cpu refusal and grades the next submission", async () => {
    const loop = "export class ToolsLayer { constructor() {} async run() { for (;;) {} } }";
    expect(await pool.grade(loop, "a")).toEqual({
      kind: "verdict",
      verdict: { kind: "refused", refusal: stoppedRefusal("cpu") },
    });
    const next = await pool.grade(readFileSync(`${lesson}/reference.ts`, "utf8"), "a");
    expect(next).toMatchObject({ verdict: { kind: "graded", passed: true } });
  });

  it("refuses a source the type stripper cannot read in its budget as unreadable (the reading fence, not the grading fence's stuck), and grades the next", async () => {
    expect(readBudgetMs(SLOW_TO_READ.length)).toBeLessThan(1_000);
    expect(await pool.grade(SLOW_TO_READ, "a")).toEqual({
      kind: "verdict",
      verdict: { kind: "refused", refusal: UNREADABLE },
    });
    const next = await pool.grade(readFileSync(`${lesson}/reference.ts`, "utf8"), "a");
    expect(next).toMatchObject({ verdict: { kind: "graded", passed: true } });
  });
});
