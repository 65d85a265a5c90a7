import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import type { Verdict } from "@/lib/kata/verdict";
import { checkKataGrading } from "./check-grading";

// NOTE: the three cases grade only two distinct layers (the swap grades the same reference
// and starter again, the broken starter brings the reference back), each a full grading on
// QuickJS that took 5-15 s on a busy 2-core machine. A verdict depends only on the source,
// the seed and the runs (GRADING_DEFAULTS), so each distinct grading runs once per file and
// every case still checks what checkKataGrading reports from it.
vi.mock("@/lib/kata/grade", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/kata/grade")>();
  const verdicts = new Map<string, Promise<Verdict>>();
  const gradeSubmission: typeof real.gradeSubmission = (source, options) => {
    const key = JSON.stringify([options.engine.name, options.seed, options.runs, source]);
    const known = verdicts.get(key) ?? real.gradeSubmission(source, options);
    verdicts.set(key, known);
    return known;
  };
  return { ...real, gradeSubmission };
});

const SLUG = "error-envelope";

/** A copy of the lesson folder with its starter replaced by `starter`. */
function lessonWithStarter(starter: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kata-check-"));
  cpSync(path.join(LESSONS_DIR, SLUG), path.join(dir, SLUG), { recursive: true });
  writeFileSync(path.join(dir, SLUG, "kata", "starter.ts"), starter);
  return dir;
}

/** A copy of the lesson folder with its starter and reference swapped. */
function swappedLesson(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kata-check-"));
  cpSync(path.join(LESSONS_DIR, SLUG), path.join(dir, SLUG), { recursive: true });
  const kata = path.join(dir, SLUG, "kata");
  const starter = readFileSync(path.join(kata, "starter.ts"), "utf8");
  const reference = readFileSync(path.join(kata, "reference.ts"), "utf8");
  writeFileSync(path.join(kata, "starter.ts"), reference);
  writeFileSync(path.join(kata, "reference.ts"), starter);
  return dir;
}

describe("checkKataGrading", () => {
  it("finds nothing wrong with the lesson's kata: the reference passes, the starter fails a rule", async () => {
    expect(await checkKataGrading(SLUG)).toEqual([]);
  }, 60_000);

  it("reports a reference that fails a rule and a starter with nothing left to fix", async () => {
    const problems = await checkKataGrading(SLUG, swappedLesson());
    expect(problems.map((problem) => problem.field)).toEqual(["reference", "starter"]);
    expect(problems[0]?.message).toMatch(/^kata\/reference\.ts must pass every rule, but it fails unknown-tool/);
    expect(problems[1]?.message).toMatch(/^kata\/starter\.ts passes every rule/);
  }, 60_000);

  it("reports a starter that does not compile, with the refusal's words", async () => {
    const problems = await checkKataGrading(SLUG, lessonWithStarter("export class ToolsLayer {\n  run( {\n}\n"));
    expect(problems.map((problem) => problem.field)).toEqual(["starter"]);
    expect(problems[0]?.message).toMatch(
      /^kata\/starter\.ts is refused \(syntax: .+\), so a student would start from code that cannot be checked/,
    );
  }, 60_000);
});
