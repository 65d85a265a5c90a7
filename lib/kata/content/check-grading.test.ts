import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { checkKataGrading } from "./check-grading";

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
