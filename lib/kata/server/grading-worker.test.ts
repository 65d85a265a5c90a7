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
  pool = new GradingPool({ ...defaultPoolOptions(), size: 1 });
}, 60_000);
afterAll(() => pool.close());

describe("the bundled grading worker", () => {
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

  it("refuses a source the type stripper cannot read in its budget, long before the grading fence, and grades the next", async () => {
    expect(readBudgetMs(SLOW_TO_READ.length)).toBeLessThan(1_000);
    const started = performance.now();
    expect(await pool.grade(SLOW_TO_READ, "a")).toEqual({
      kind: "verdict",
      verdict: { kind: "refused", refusal: UNREADABLE },
    });
    expect(performance.now() - started).toBeLessThan(defaultPoolOptions().fenceMs / 4);
    const next = await pool.grade(readFileSync(`${lesson}/reference.ts`, "utf8"), "a");
    expect(next).toMatchObject({ verdict: { kind: "graded", passed: true } });
  });
});
