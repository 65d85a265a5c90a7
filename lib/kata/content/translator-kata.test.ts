import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { TRANSLATOR_RULE_IDS } from "@/lib/kata/translator/verdict";
import { checkKata } from "./check";
import { checkKataGrading } from "./check-grading";
import { loadKata } from "./load";
import { toPublicKata } from "./public-view";

// The course's translator kata: the-last-mile's own files, as content:check reads them.
const SLUG = "the-last-mile";

/** A copy of the lesson with kata.yaml changed by `edit`. */
function editedKata(edit: (yaml: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "translator-kata-"));
  cpSync(path.join(LESSONS_DIR, SLUG), path.join(dir, SLUG), { recursive: true });
  const file = path.join(dir, SLUG, "kata.yaml");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return dir;
}

describe("a kata.yaml with grader: translator", () => {
  it("loads with the translator's rules, and its public view names the grader but not the reference", async () => {
    const loaded = await loadKata(SLUG, LESSONS_DIR);
    if (!loaded) throw new Error(`${SLUG} has no kata`);
    expect(loaded.kata.grader).toBe("translator");
    const view = toPublicKata(SLUG, loaded);
    expect(view.grader).toBe("translator");
    expect(view.rules.map((rule) => rule.id)).toEqual([...TRANSLATOR_RULE_IDS]);
    expect(JSON.stringify(view)).not.toContain("-32602, message");
    expect(await checkKata(SLUG, LESSONS_DIR)).toEqual([]);
  });

  it("passes content:check's grading: the reference passes every rule on QuickJS, the starter fails some", async () => {
    expect(await checkKataGrading(SLUG, LESSONS_DIR)).toEqual([]);
  }, 60_000);

  it("refuses a rule of the other kata and names the translator's missing rule", async () => {
    const problems = await checkKata(
      SLUG,
      editedKata((yaml) => yaml.replace("id: call-id", "id: deadline")),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^is not a rule of the translator grader; its rules are call-id, model-text/),
      "must list every rule the grader checks; missing: call-id",
    ]);
  });

  it("reports a reference that a translator bug breaks, by the rule it fails", async () => {
    const dir = editedKata((yaml) => yaml);
    const reference = path.join(dir, SLUG, "kata", "reference.ts");
    writeFileSync(reference, readFileSync(reference, "utf8").replace("id: requestId, error", "id: callId, error"));
    const problems = await checkKataGrading(SLUG, dir);
    expect(problems.map((problem) => problem.message)).toEqual([
      "kata/reference.ts must pass every rule, but it fails call-id; fix the reference translator",
    ]);
  }, 60_000);
});
