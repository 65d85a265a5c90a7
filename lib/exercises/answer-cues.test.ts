import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import {
  LENGTH_CUE,
  LONGEST_KEY_BIAS,
  lengthCue,
  longestKeyBias,
  type Place,
  rationaleCue,
  sharedRun,
  stemCue,
  TABLE_OVERLAP,
  tableCue,
  wordingCue,
} from "./answer-cues";
import { checkCheckpointFile } from "./checkpoint/check-file";
import { checkMatchFile } from "./match/check-file";

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const place = (id: string, label = id, description = ""): Place => ({ id, label, description });
const PLACES = ["ok", "invalid_args", "tool_error", "timeout"].map((id) => place(id));
const [OK, INVALID_ARGS, TOOL_ERROR, TIMEOUT] = PLACES as [Place, Place, Place, Place];

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

describe("longestKeyBias", () => {
  const keyed = (id: string, keyLongest: boolean) => ({
    id,
    options: [
      { text: keyLongest ? "a longer key" : "key", correct: true },
      { text: "wrong one" },
      { text: "wrong two" },
    ],
  });
  const lesson = (longest: number, others: number) => [
    ...Array.from({ length: longest }, (_, i) => keyed(`long-${i + 1}`, true)),
    ...Array.from({ length: others }, (_, i) => keyed(`other-${i + 1}`, false)),
  ];
  it("flags a lesson whose key is the longest option in more than a third of its questions, naming them", () => {
    expect(LONGEST_KEY_BIAS).toEqual({ share: 1 / 3, minQuestions: 6 });
    expect(longestKeyBias(lesson(3, 3))).toMatch(
      /^the right answer is the longest option in 3 of 6 questions with 3 or more options \(long-1, long-2, long-3\).*make a wrong option the longest in 1 of them/,
    );
    expect(longestKeyBias(lesson(2, 4))).toBeUndefined();
  });
  it("judges only lessons of six or more questions with three or more options", () => {
    expect(longestKeyBias(lesson(5, 0))).toBeUndefined();
    const twoOptions = { id: "pair", options: [{ text: "a long key", correct: true }, { text: "no" }] };
    expect(longestKeyBias([...lesson(3, 2), twoOptions])).toBeUndefined();
  });
  it("counts a multiple-answer question when every right option is longer than every wrong one, and a tie as no cue", () => {
    const multi = (shortestRight: string) => ({
      id: "multi",
      options: [
        { text: "the longest right one", correct: true },
        { text: shortestRight, correct: true },
        { text: "wrong one" },
      ],
    });
    expect(longestKeyBias([...lesson(2, 3), multi("right, longer")])).toMatch(/in 3 of 6 questions .*multi\)/);
    expect(longestKeyBias([...lesson(2, 3), multi("right")])).toBeUndefined();
    const tie = { id: "tie", options: [{ text: "same", correct: true }, { text: "same" }, { text: "x" }] };
    expect(longestKeyBias([...lesson(2, 3), tie])).toBeUndefined();
  });
});

describe("wordingCue and sharedRun", () => {
  it("finds four words in a row shared with the place's description, whatever the case and punctuation", () => {
    expect(sharedRun("Then the tool ran, AND failed badly.", "The tool ran and failed.")).toBe("the tool ran and");
    const described = place("tool_error", "tool_error", "The tool ran and failed");
    expect(wordingCue("The tool ran and failed.", described, PLACES)).toMatch(
      /^repeats "the tool ran and" from the description of tool_error/,
    );
  });
  it("flags a card that names its own place alone, by id or by label, and lets a card naming another place pass", () => {
    expect(wordingCue("The call ends in a timeout.", TIMEOUT, PLACES)).toMatch(/^names its own place "timeout"/);
    expect(wordingCue("The tool error shows.", TOOL_ERROR, PLACES)).toMatch(/^names its own place "tool_error"/);
    const later = place("retry-later", "Retry later");
    expect(wordingCue("Tell the model to retry later.", later, [later, place("give-up", "Give up")])).toMatch(
      /^names its own place "Retry later"/,
    );
    // a fair trap: the word of another place, on a card that belongs elsewhere
    expect(wordingCue('A plain Error reads "lock wait timeout".', TOOL_ERROR, PLACES)).toBeUndefined();
    expect(wordingCue("The call times out, not ok.", TIMEOUT, PLACES)).toBeUndefined();
    expect(wordingCue("The weather service hangs past its deadline.", TIMEOUT, PLACES)).toBeUndefined();
  });
  it("lets three shared words pass", () => {
    expect(sharedRun("the tool ran slowly", "so the tool ran")).toBe(undefined);
  });
});

describe("tableCue", () => {
  const card = { text: "The model asks for a tool that was never registered.", place: INVALID_ARGS };
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
  it("knows a place by its label in a row too, when its id is several words", () => {
    const later = place("retry-later", "Retry later");
    const places = [later, place("give-up", "Give up")];
    const rows = [{ cells: ["A 503 from the weather service", "Retry later"], line: 7 }];
    const cue = tableCue({ text: "The weather service answers 503.", place: later }, places, rows);
    expect(cue?.message).toMatch(/line 7 of lesson\.mdx \(retry-later: /);
    expect(OK.id).toBe("ok");
  });
});

describe("rationaleCue and stemCue", () => {
  it("flags the one right option that alone gives a reason, and not when a wrong option argues too", () => {
    const right = { text: "invalid_args, because no tool ran", correct: true };
    expect(rationaleCue([right, { text: "tool_error" }, { text: "timeout" }])).toMatch(
      /only one that gives a reason \("because"\)/,
    );
    expect(rationaleCue([right, { text: "timeout, because the deadline fired" }])).toBeUndefined();
    expect(rationaleCue([{ text: "It waits since the call began.", correct: true }, { text: "ok" }])).toBeUndefined();
    expect(rationaleCue([{ text: "ok", correct: true }, { text: "timeout, because it was slow" }])).toBeUndefined();
  });
  it("flags the one right option that repeats four words of the question that no wrong option repeats", () => {
    const prompt = "How does the model learn that the call failed?";
    const right = { text: "The content says that the call failed.", correct: true };
    expect(stemCue(prompt, [right, { text: "An is_error flag." }])).toMatch(
      /repeats "that the call failed" from the question/,
    );
    expect(stemCue(prompt, [right, { text: "A status shows that the call failed." }])).toBeUndefined();
    expect(stemCue(prompt, [{ text: "Its content, in words.", correct: true }, { text: "A flag." }])).toBeUndefined();
  });
});

describe("content:check meets the cues in the authored files", () => {
  it("names the checkpoint questions that length, a lone reason or the question's words give away, and not the balanced one", () => {
    const problems = checkCheckpointFile(fixture("cue-checkpoint.yaml"), undefined).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^lib\/exercises\/fixtures\/cue-checkpoint\.yaml:8 questions #1 › options: the right option is 80 characters against at most 10/,
      ),
      expect.stringMatching(
        /cue-checkpoint\.yaml:23 questions #3 › options: the right option is the only one that gives a reason/,
      ),
      expect.stringMatching(
        /cue-checkpoint\.yaml:31 questions #4 › options: the right option repeats "the tool was never"/,
      ),
    ]);
  });
  it("names a checkpoint whose keys are too often the longest option, and passes it once one key is shortened", () => {
    const biased = checkCheckpointFile(fixture("longest-key-checkpoint.yaml"), undefined).map(formatProblem);
    expect(biased).toEqual([
      expect.stringMatching(
        /^lib\/exercises\/fixtures\/longest-key-checkpoint\.yaml:5 questions: the right answer is the longest option in 3 of 6 questions with 3 or more options \(deadline, unknown, bug\)/,
      ),
    ]);
    const folder = mkdtempSync(path.join(tmpdir(), "longest-key-"));
    const file = path.join(folder, "checkpoint.yaml");
    copyFileSync(fixture("longest-key-checkpoint.yaml"), file);
    writeFileSync(file, readFileSync(file, "utf8").replace("timeout, decided at step four", "timeout"));
    expect(checkCheckpointFile(file, undefined)).toEqual([]);
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
      expect.stringMatching(/cue-match\.yaml:16 cards #9 › text: names its own place "timeout" and no other/),
    ]);
  });
});
