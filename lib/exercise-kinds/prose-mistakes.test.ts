/**
 * The silent mistakes of issue 38, each made in a copy of the real lessons: content:check
 * (checkAllLessons) must name the file, the line of the mistake and the fix. The mistakes
 * are independent, so each copy carries several; the line is found by searching the patched
 * file for the mistake's own text, so no test repeats a number the code computes.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { checkAllLessons } from "./check-content";

const REAL = path.join(__dirname, "..", "..", "content", "lessons");
/** A lesson as a new instructor writes it from the docs: own categories, two sandboxes, an image, links between parts. */
const INSTRUCTOR = path.join(__dirname, "..", "content", "fixtures", "instructor-lesson");
const DR = "deadlines-and-retries";
const EE = "error-envelope";
const ADD_AFTER = "## Choosing a deadline\n";

type Mistake = { name: string; file: string; find: string; replace: string; at: string; says: string[] };

/** Inserts `text` after the "Choosing a deadline" heading of deadlines-and-retries. */
const inProse = (name: string, text: string, says: string[]): Mistake => ({
  name,
  file: `${DR}/lesson.mdx`,
  find: ADD_AFTER,
  replace: `${ADD_AFTER}\n${text}\n`,
  at: text,
  says,
});

/** Mistakes that can share one copy: none of them stops another file from being read. */
const TOGETHER: Mistake[] = [
  inProse("an image without alt text", "![](/images/envelope-statuses.svg)", ["has no alt text", "![decorative]"]),
  inProse("an image file that does not exist", "![The retry loop as a diagram](/images/retry-loop.png)", [
    "names no file",
    "public/images/retry-loop.png",
  ]),
  inProse("a heading that skips a level", "#### Three numbers to know", ["skips a level", "make it ###"]),
  inProse("link text that says nothing", "Read [click here](/lessons/error-envelope) first.", [
    'says "click here"',
    "write where it leads",
  ]),
  inProse("a link to a lesson that does not exist", "See [the budgets lesson](/lessons/retry-budgets).", [
    '"retry-budgets" is not a lesson',
  ]),
  inProse("a link to a part that does not exist", "See [the quiz](/lessons/deadlines-and-retries/checkpoints).", [
    '"checkpoints" is not a part',
    'did you mean "checkpoint"?',
  ]),
  inProse("a link to an anchor that does not exist", "See [the loop](#the-loop-returns-an-envelope).", [
    "is not a heading of deadlines-and-retries",
    'did you mean "the-loop-still-returns-an-envelope"?',
  ]),
  inProse("a sandbox link naming a tool the sandbox lacks", "Try [the slow weather](/sandbox?tool=wether).", [
    '"wether" is not a tool of the sandbox',
    'did you mean "weather"?',
  ]),
  {
    name: "a scenario naming a tool the sandbox lacks",
    file: `${DR}/scenarios.yaml`,
    find: "  title: Every attempt meets an outage\n  description: The service answers 503 quickly each time, so a retry only delays the apology.\n  tool: weather",
    replace:
      "  title: Every attempt meets an outage\n  description: The service answers 503 quickly each time, so a retry only delays the apology.\n  tool: wether",
    at: "tool: wether",
    says: ['"wether" is not a tool of the sandbox', "title or description"],
  },
  {
    name: "a lesson with the same title as another",
    file: `${EE}/lesson.mdx`,
    find: 'title: "The error envelope"',
    replace: 'title: "Deadlines and retries"',
    at: 'title: "Deadlines and retries"',
    says: ["is also the title of the lesson deadlines-and-retries", "its own title"],
  },
  {
    name: "a lesson with the same order as another",
    file: `${EE}/lesson.mdx`,
    find: "order: 1",
    replace: "order: 2",
    at: "order: 2",
    says: ["is also the order of the lesson deadlines-and-retries"],
  },
  {
    name: "an over-indented key in match.yaml, after a quoted value",
    file: `${EE}/match.yaml`,
    find: `    text: "The weather API takes 12 s to answer; the call's deadline is 2 s."\n    status: timeout`,
    replace: `    text: "The weather API takes 12 s to answer; the call's deadline is 2 s."\n      status: timeout`,
    at: "      status: timeout",
    says: ['"status:" starts in column 7, but "text:" above it starts in column 5', "line it up"],
  },
];

/** A copy of the real lessons with `mistakes` made, and each mistake's line in its patched file. */
function copyWith(mistakes: Mistake[]): { dir: string; lines: number[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "real-mistakes-"));
  cpSync(REAL, dir, { recursive: true });
  for (const mistake of mistakes) {
    const file = path.join(dir, mistake.file);
    const text = readFileSync(file, "utf8");
    expect(text.includes(mistake.find), `${mistake.name}: the lesson holds the text to replace`).toBe(true);
    writeFileSync(file, text.replace(mistake.find, mistake.replace));
  }
  const lines = mistakes.map((mistake) => {
    const patched = readFileSync(path.join(dir, mistake.file), "utf8");
    expect(patched.split(mistake.at).length, `${mistake.name}: its text is in the file once`).toBe(2);
    return patched.slice(0, patched.indexOf(mistake.at)).split("\n").length;
  });
  return { dir, lines };
}

function expectReported(problems: Awaited<ReturnType<typeof checkAllLessons>>, mistake: Mistake, line: number) {
  const hit = problems.find(
    (p) =>
      p.severity === "error" &&
      p.file.endsWith(mistake.file) &&
      p.line === line &&
      mistake.says.every((words) => formatProblem(p).includes(words)),
  );
  expect(
    hit,
    `${mistake.name}: expected ${mistake.file}:${line} saying ${mistake.says.join(" … ")}; got:\n${problems.map(formatProblem).join("\n")}`,
  ).toBeDefined();
}

describe("a lesson written as a new instructor would", () => {
  it("passes the content check with no problem at all", async () => {
    expect((await checkAllLessons(INSTRUCTOR)).map(formatProblem)).toEqual([]);
  });

  it("uses everything the issue names, so the check above covers it", () => {
    const folder = path.join(INSTRUCTOR, "what-to-do-next");
    const lesson = readFileSync(path.join(folder, "lesson.mdx"), "utf8");
    expect(readFileSync(path.join(folder, "match.yaml"), "utf8")).toMatch(/^categories:/m);
    expect(lesson.match(/<Sandbox /g)).toHaveLength(2);
    expect(lesson).toMatch(/!\[[^\]]+\]\(\/images\//);
    expect(lesson).toContain("](/lessons/what-to-do-next/wrong-requests)");
    expect(lesson).toContain("](/lessons/what-to-do-next#");
  });
});

describe("the silent mistakes of issue 38, made in a copy of the real lessons", () => {
  // One copy holds them all, checked once; each mistake is its own test.
  let checked: { problems: Awaited<ReturnType<typeof checkAllLessons>>; lines: number[] };
  beforeAll(async () => {
    const { dir, lines } = copyWith(TOGETHER);
    checked = { problems: await checkAllLessons(dir), lines };
  });
  TOGETHER.forEach((mistake, index) => {
    it(`${mistake.name} is reported with its file, line and fix`, async () => {
      const { problems, lines } = checked;
      expectReported(problems, mistake, lines[index] ?? 0);
    });
  });

  it("a negative number of minutes is told it must be positive", async () => {
    const mistake: Mistake = {
      name: "minutes: -5",
      file: `${DR}/lesson.mdx`,
      // Whatever the lesson says today: the line is what counts.
      find: readFileSync(path.join(REAL, DR, "lesson.mdx"), "utf8").match(/^minutes: \d+$/m)?.[0] ?? "minutes:",
      replace: "minutes: -5",
      at: "minutes: -5",
      says: ["minutes: must be a positive whole number of minutes (found -5)"],
    };
    const { dir, lines } = copyWith([mistake]);
    expectReported(await checkAllLessons(dir), mistake, lines[0] ?? 0);
  });
});
