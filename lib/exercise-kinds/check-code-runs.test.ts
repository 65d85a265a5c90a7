import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { checkCodeRuns } from "./check-code-runs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FENCE = "```";
const CALL = `const layer = createToolsLayer();
const result = await layer.run("calculater", { expression: "2 + 2" });`;
const PRINTED = `{
  "status": "invalid_args",
  "tool": "calculater",
  "error": "unknown tool: calculater",
  "code": "unknown_tool"
}`;

/** A lesson folder holding `mdx` and, when given, a checkpoint with one predict question keyed `key`. */
function lesson(mdx: string, key?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "code-runs-"));
  made.push(dir);
  mkdirSync(path.join(dir, "demo"));
  writeFileSync(path.join(dir, "demo", "lesson.mdx"), mdx);
  if (key) {
    const options = ["ok", "invalid_args", "tool_error", "timeout"]
      .map(
        (id) =>
          `      - id: ${id}\n        text: ${id}\n        explanation: Why ${id}.${id === key ? "\n        correct: true" : ""}`,
      )
      .join("\n");
    const code = `${CALL}\nconsole.log(result.status);`.replaceAll("\n", "\n      ");
    writeFileSync(
      path.join(dir, "demo", "checkpoint.yaml"),
      `questions:\n  - id: misspelt\n    kind: predict\n    section: intro\n    prompt: Which status?\n    code: |\n      ${code}\n    options:\n${options}\n`,
    );
  }
  return { dir, file: repoPath(path.join(dir, "demo")) };
}

describe("checkCodeRuns", () => {
  it("finds nothing wrong when samples print their outputs, quotes are the engine's and predict keys are printed", async () => {
    const mdx = `## Intro\n\n${FENCE}ts sample=misspelt\n${CALL}\nconsole.log(JSON.stringify(result, null, 2));\n${FENCE}\n\n${FENCE}json output=misspelt\n${PRINTED}\n${FENCE}\n\nThe layer says \`unknown tool: <name>\`.\n`;
    const { dir } = lesson(mdx, "invalid_args");
    expect(await checkCodeRuns("demo", dir)).toEqual([]);
  });

  it("reports a sample that prints something else, a quote the engine never gives and a predict key not printed, each on its line", async () => {
    const mdx = `## Intro\n\n${FENCE}ts sample=misspelt\n${CALL}\nconsole.log(result.status);\n${FENCE}\n\n${FENCE}text output=misspelt\nok\n${FENCE}\n\nThe layer says \`the tool went away\`.\n`;
    const { dir, file } = lesson(mdx, "ok");
    expect((await checkCodeRuns("demo", dir)).map(formatProblem)).toEqual([
      `${file}/lesson.mdx:3 \`\`\`ts sample=misspelt: prints "invalid_args", but the block marked output=misspelt (line 9) says "ok"; make the two agree`,
      `${file}/lesson.mdx:13 \`the tool went away\`: reads like an engine message, but the engine gives no such message for this lesson's scenarios or printed outputs; quote one it gives (write <words> where the text varies), or reword it outside backticks`,
      `${file}/checkpoint.yaml:6 questions #1 › code: prints "invalid_args", but the correct option is "ok"; a predict question's code must print the id of its correct option`,
    ]);
  });

  it("runs no sample or predict code when told not to, and still checks the quotes", async () => {
    const mdx = `## Intro\n\n${FENCE}ts sample=misspelt\nthrow new Error("ran");\n${FENCE}\n\n${FENCE}text output=misspelt\nok\n${FENCE}\n\nThe layer says \`the tool went away\`.\n`;
    const { dir } = lesson(mdx, "ok");
    const fields = (await checkCodeRuns("demo", dir, { runSamples: false })).map((problem) => problem.field);
    expect(fields).toEqual(["`the tool went away`"]);
  });

  it("reports a sample that throws with the thrown message", async () => {
    const mdx = `${FENCE}ts sample=bad\nimport { nothing } from "left-pad";\n${FENCE}\n\n${FENCE}text output=bad\nx\n${FENCE}\n`;
    const { dir } = lesson(mdx);
    const [problem] = await checkCodeRuns("demo", dir);
    expect(problem?.message).toMatch(/^throws "sample imports "left-pad", which the sample runner does not provide"/);
  });
});
