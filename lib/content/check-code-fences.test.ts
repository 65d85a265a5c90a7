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

describe("checkCodeFences on predict blocks", () => {
  const sample = `${FENCE}ts sample=run\nconsole.log("ok true");\n${FENCE}`;
  const output = `${FENCE}text output=run\nok true\n${FENCE}`;

  it("passes a predict block right before its output, with exactly one choice printed", () => {
    const mdx = [sample, `${FENCE}text predict=run\ntimeout true\nok true\ntimeout false\n${FENCE}`, output].join(
      "\n\n",
    );
    expect(check(mdx)).toEqual([]);
  });

  it("reports no printed choice, two printed choices, too few and repeated choices, each on its line", () => {
    const mdx = [
      `${FENCE}text predict=run\ntimeout true\nok false\n${FENCE}`,
      output,
      `${FENCE}text predict=two\nok\ntrue\n${FENCE}`,
      `${FENCE}text output=two\nok true\n${FENCE}`,
      `${FENCE}text predict=one\nok true\nok true\n${FENCE}`,
      `${FENCE}text output=one\nok true\n${FENCE}`,
      `${FENCE}text predict=few\nok true\n${FENCE}`,
      `${FENCE}text output=few\nok true\n${FENCE}`,
      `${FENCE}ts sample=two\nconsole.log("ok true");\n${FENCE}`,
      `${FENCE}ts sample=one\nconsole.log("ok true");\n${FENCE}`,
      `${FENCE}ts sample=few\nconsole.log("ok true");\n${FENCE}`,
      sample,
    ].join("\n\n");
    expect(check(mdx)).toEqual([
      "demo/lesson.mdx:1 ```text predict=run: has no choice that the block marked output=run prints; write the right one as it appears there (a line, or a piece of one)",
      'demo/lesson.mdx:10 ```text predict=two: has more than one choice that the block marked output=two prints ("ok", "true"); only one may appear there',
      'demo/lesson.mdx:19 ```text predict=one: offers "ok true" twice; each choice must differ',
      "demo/lesson.mdx:28 ```text predict=few: has 1 choice; write 2 to 4, one per line",
    ]);
  });

  it("reports a predict block away from its output, without an id, or hiding an output twice", () => {
    const mdx = [
      sample,
      `${FENCE}text predict=run\nok true\nok false\n${FENCE}`,
      "Some prose in between.",
      output,
      `${FENCE}text predict\nok true\nok false\n${FENCE}`,
      `${FENCE}text predict=run\nok true\nok false\n${FENCE}`,
    ].join("\n\n");
    expect(check(mdx)).toEqual([
      "demo/lesson.mdx:5 ```text predict=run: must come right before the block marked output=run, with nothing but blank lines between them",
      "demo/lesson.mdx:16 ```text predict: needs the id of the output it hides, in lowercase words joined by dashes: predict=<id>",
      "demo/lesson.mdx:21 ```text predict=run: hides output=run, which an earlier predict block already hides; keep one",
      "demo/lesson.mdx:21 ```text predict=run: must come right before the block marked output=run, with nothing but blank lines between them",
    ]);
  });
});
