import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { LENGTH_CUE, lengthCue, sharedRun, TABLE_OVERLAP, tableCue, wordingCue } from "./answer-cues";
import { checkCheckpointFile } from "./checkpoint/check-file";
import { checkMatchFile } from "./match/check-file";

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const PLACES = ["ok", "invalid_args", "tool_error", "timeout"];

describe("lengthCue", () => {
  const wrong = "x".repeat(40);
  it("flags a right option at the ratio and the extra characters, and not one character below either", () => {
    const atLimit = "y".repeat(Math.max(40 * LENGTH_CUE.ratio, 40 + LENGTH_CUE.minExtraChars));
    expect(lengthCue([{ text: atLimit, correct: true }, { text: wrong }])).toMatch(/length alone picks it/);
    expect(lengthCue([{ text: atLimit.slice(1), correct: true }, { text: wrong }])).toBeUndefined();
  });
  it("leaves short labels alone: 5 against 3 characters is not a cue", () => {
    expect(lengthCue([{ text: "three", correct: true }, { text: "one" }, { text: "two" }])).toBeUndefined();
  });
  it("judges the shortest of several right options", () => {
    const long = "z".repeat(100);
    expect(
      lengthCue([{ text: long, correct: true }, { text: "short", correct: true }, { text: wrong }]),
    ).toBeUndefined();
    expect(lengthCue([{ text: long, correct: true }, { text: long, correct: true }, { text: wrong }])).toMatch(
      /^every right option is 100 characters against at most 40/,
    );
  });
});

describe("wordingCue and sharedRun", () => {
  it("finds four words in a row shared with the place's description, whatever the case and punctuation", () => {
    expect(sharedRun("Then the tool ran, AND failed badly.", "The tool ran and failed.")).toBe("the tool ran and");
    expect(wordingCue("The tool ran and failed.", "tool_error", "The tool ran and failed")).toMatch(
      /^repeats "the tool ran and" from the description of tool_error/,
    );
  });
  it("lets three shared words pass", () => {
    expect(sharedRun("the tool ran slowly", "so the tool ran")).toBe(undefined);
  });
});

describe("tableCue", () => {
  const card = { text: "The model asks for a tool that was never registered.", place: "invalid_args" };
  it("flags a row that names the card's place and most of its words", () => {
    const rows = [{ cells: ["`invalid_args`", "a tool never registered that the model asks for"], line: 12 }];
    expect(tableCue(card, PLACES, rows)?.message).toMatch(/table row on line 12 of lesson\.mdx \(invalid_args: /);
  });
  it("leaves a row alone that names another place too, or none, or shares too few words", () => {
    const many = [{ cells: ["invalid_args or tool_error", "a tool never registered that the model asks for"] }];
    const none = [{ cells: ["a tool never registered that the model asks for"] }];
    const few = [{ cells: ["invalid_args", "the model"] }];
    for (const rows of [many, none, few]) expect(tableCue(card, PLACES, rows)).toBeUndefined();
    expect(TABLE_OVERLAP).toBeGreaterThan(0);
  });
});

describe("content:check meets the cues in the authored files", () => {
  it("names the checkpoint question that length gives away, on its options' line, and not the balanced one", () => {
    const problems = checkCheckpointFile(fixture("cue-checkpoint.yaml"), undefined).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^lib\/exercises\/fixtures\/cue-checkpoint\.yaml:8 questions #1 › options: the right option is 80 characters against at most 10/,
      ),
    ]);
  });
  it("names the card worded like its place, and the card a table row above the exercise answers", () => {
    const rows = [{ cells: ["`invalid_args`", "the model names a tool nobody registered"], line: 40 }];
    const problems = checkMatchFile(fixture("cue-match.yaml"), null, undefined, rows).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /cue-match\.yaml:9 cards #2 › text: is answered before the check by the table row on line 40/,
      ),
      expect.stringMatching(
        /cue-match\.yaml:10 cards #3 › text: repeats "tool ran and raised" from the description of tool_error/,
      ),
    ]);
  });
});
