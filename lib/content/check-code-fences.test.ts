import { describe, expect, it } from "vitest";
import { checkCodeFences } from "./check-code-fences";
import { formatProblem } from "./problems";

const FENCE = "```";
const check = (mdx: string) => checkCodeFences(mdx, "demo/lesson.mdx").map(formatProblem);

describe("checkCodeFences", () => {
  it("passes marked blocks, plain languages unmarked, a sample with its output and an excerpt still in its file", () => {
    const mdx = [
      `${FENCE}ts sketch\nlet x = 1;\n${FENCE}`,
      `${FENCE}bash\nnpm test\n${FENCE}`,
      `${FENCE}ts sample=one\nconsole.log(1);\n${FENCE}`,
      `${FENCE}text output=one\n1\n${FENCE}`,
      `${FENCE}ts excerpt=lib/content/check-code-fences.ts\nconst MARKED_LANGS = new Set(["ts", "tsx", "js"]);\n${FENCE}`,
    ].join("\n\n");
    expect(check(mdx)).toEqual([]);
  });

  it("reports an unmarked ts block, a sample without output, an output without sample and a drifted excerpt, each on its line", () => {
    const mdx = [
      `${FENCE}ts\nlet x = 1;\n${FENCE}`,
      `${FENCE}ts sample=lonely\nconsole.log(1);\n${FENCE}`,
      `${FENCE}text output=orphan\n1\n${FENCE}`,
      `${FENCE}ts excerpt=lib/content/check-code-fences.ts\nconst MARKED_LANGS = new Set(["py"]);\n${FENCE}`,
      `${FENCE}ts excerpt=../secrets.ts\nx\n${FENCE}`,
    ].join("\n\n");
    expect(check(mdx)).toEqual([
      "demo/lesson.mdx:1 ```ts: is not marked: add sample=<id> (run and compared with the block marked output=<id>), excerpt=<path> (copied from that file) or sketch (neither) after the language, e.g. ```ts sketch",
      "demo/lesson.mdx:5 ```ts sample=lonely: has no block marked output=lonely; add one after it with what the sample prints",
      "demo/lesson.mdx:9 ```text output=orphan: has no block marked sample=orphan; add the sample that prints it, or remove output=orphan",
      "demo/lesson.mdx:13 ```ts excerpt=lib/content/check-code-fences.ts: is not in lib/content/check-code-fences.ts as written: copy the lines again from the file, character for character, or mark the block sketch",
      'demo/lesson.mdx:17 ```ts excerpt=../secrets.ts: "../secrets.ts" is outside the folders a lesson may show (lib/); give a path from the repository root, e.g. lib/envelope/deadline.ts',
    ]);
  });
});
