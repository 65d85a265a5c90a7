/**
 * The engine's facts that lesson text states (issue 37): each kind of claim a practitioner
 * found wrong is made again in a copy of the real lessons, and content:check's rule must
 * name its file, line and fix; the real wording of each fact passes.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH } from "@/lib/envelope/describe-thrown";
import { CHAOS_RETRY_POLICY } from "@/lib/sandbox/chaos-retries";
import { checkEngineClaims, proseClaimProblems, statedAttempts } from "./check-engine-claims";

const REAL = path.join(__dirname, "..", "..", "content", "lessons");

describe("proseClaimProblems", () => {
  it("refuses a bound on the envelope's keys below what a failure carries, and lets an ok envelope's three pass", () => {
    expect(proseClaimProblems("Four fields, never more than three keys at once.")).toEqual([
      expect.stringMatching(
        /^says "never more than three keys", but an envelope can carry 5 \(status, tool, error, code, retry;/,
      ),
    ]);
    expect(proseClaimProblems("An `ok` envelope has only three keys.")).toEqual([]);
    expect(proseClaimProblems("Four fields, and one envelope fills three of them.")).toEqual([]);
  });
  it("refuses a trace limit other than the engine's, and a trace said to keep the full error", () => {
    expect(proseClaimProblems("The trace keeps the message, cut at 200 characters.")).toEqual([
      expect.stringMatching(new RegExp(`cut at ${MAX_MESSAGE_LENGTH} characters .*: write ${MAX_MESSAGE_LENGTH}$`)),
    ]);
    expect(proseClaimProblems(`The trace keeps the message, cut at ${MAX_MESSAGE_LENGTH} characters.`)).toEqual([]);
    expect(proseClaimProblems("The people who debug it read the full error in the trace.")).toEqual([
      expect.stringMatching(/^says "full error" beside the trace/),
    ]);
    expect(proseClaimProblems("The full error never reaches the model.")).toEqual([]);
  });
});

describe("statedAttempts", () => {
  it("reads counts, extra attempts and limits, and not rates or approximations", () => {
    expect(statedAttempts("the policy allows one extra attempt and no more")).toMatchObject([{ attempts: 2 }]);
    expect(statedAttempts("every weather call is tried four times")).toMatchObject([{ attempts: 4 }]);
    expect(statedAttempts("the retry policy stops after one attempt")).toMatchObject([{ attempts: 1 }]);
    expect(statedAttempts("up to its limit of four attempts")).toEqual([
      { said: "limit of four attempts", attempts: 4, limit: true },
    ]);
    expect(statedAttempts("the figures show nearly two attempts per call; the first two attempts failed")).toEqual([]);
  });
});

describe("content:check meets the engine's facts in the lessons", () => {
  /** A copy of the real lessons with `find` replaced by `replace` in each file, and the line `replace` starts on. */
  function withMistakes(edits: { file: string; find: string; replace: string }[]) {
    const dir = mkdtempSync(path.join(tmpdir(), "engine-claims-"));
    cpSync(REAL, dir, { recursive: true });
    const lines = edits.map(({ file, find, replace }) => {
      const absolute = path.join(dir, file);
      const text = readFileSync(absolute, "utf8");
      expect(text, `${file} still holds the text the mistake replaces`).toContain(find);
      const patched = text.replace(find, replace);
      writeFileSync(absolute, patched);
      return patched.slice(0, patched.indexOf(replace)).split("\n");
    });
    return { dir, lines };
  }

  it("passes the real lessons", async () => {
    for (const slug of ["error-envelope", "deadlines-and-retries"])
      expect(await checkEngineClaims(slug, REAL)).toEqual([]);
  }, 60_000);

  it("names the four mistakes of issue 37 again, each on its line", async () => {
    const ee = "error-envelope";
    const dr = "deadlines-and-retries";
    const { dir, lines } = withMistakes([
      {
        file: `${ee}/lesson.mdx`,
        find: "Four fields, and one envelope fills three of them:",
        replace: "Four fields, never more than three keys at once:",
      },
      { file: `${ee}/lesson.mdx`, find: "cut at 300 characters", replace: "so the full error in the trace is there" },
      {
        file: `${ee}/match.yaml`,
        find: "tool_error: The call failed with something that is not a timeout signal.",
        replace: "tool_error: The tool ran and failed with something that is not a timeout signal.",
      },
      {
        file: `${dr}/match.yaml`,
        find: "up to its limit of four attempts; in a lasting outage all four fail.",
        replace: "and the policy allows one extra attempt and no more.",
      },
    ]);
    const [keys, trace, place, before] = lines.map((above) => above.length);
    // A YAML problem is named on its field's line: here the explanation the mistake is folded into.
    const explanation = (lines[3] ?? []).findLastIndex((line) => line.trimStart().startsWith("explanation:")) + 1;
    expect(explanation).toBeGreaterThan((before ?? 0) - 4);
    const problems = [...(await checkEngineClaims(ee, dir)), ...(await checkEngineClaims(dr, dir))];
    expect(problems).toEqual([
      expect.objectContaining({ line: keys, message: expect.stringMatching(/never more than three keys/) }),
      expect.objectContaining({ line: trace, message: expect.stringMatching(/"full error" beside the trace/) }),
      expect.objectContaining({
        line: place,
        field: "targets › tool_error",
        message: expect.stringMatching(/"The tool ran", but the engine ends a call no tool ran as tool_error too/),
      }),
      expect.objectContaining({
        line: explanation,
        message: `says "one extra attempt", but the lab's retry loop makes ${CHAOS_RETRY_POLICY.maxAttempts} when it runs the scenario retry-weather-outage: say ${CHAOS_RETRY_POLICY.maxAttempts} attempts in all`,
      }),
    ]);
  }, 60_000);
});
