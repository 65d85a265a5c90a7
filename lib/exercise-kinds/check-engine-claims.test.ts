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

describe("proseClaimProblems on the review of lessons 1 and 2", () => {
  it("refuses a tool_error that needs a tool to run, and lets a description by the request checks pass", () => {
    for (const wrong of [
      "A tool_error means a tool was called and failed.",
      "The tool would have to run and fail for this status.",
      "No tool ran, so no tool could fail.",
      "The arguments failed the schema first, so no tool had the chance to fail.",
    ])
      expect(proseClaimProblems(wrong), wrong).toEqual([expect.stringMatching(/a user's cancel.*say which step/)]);
    expect(proseClaimProblems("tool_error is for a call that passed the request checks and then failed.")).toEqual([]);
    expect(proseClaimProblems("The tool ran and failed fast, so the catch-all reports tool_error.")).toEqual([]);
  });
  it("refuses a model that receives MCP's protocol error, and lets the host receive it", () => {
    expect(
      proseClaimProblems(
        "Through an MCP server the model would get this one back as a protocol error (JSON-RPC -32602).",
      ),
    ).toEqual([expect.stringMatching(/reaches the host, not the model/)]);
    expect(proseClaimProblems("That JSON-RPC error reaches the host, not the model.")).toEqual([]);
  });
  it("refuses every call of the lab called safe to repeat unless the sentence names the tool with side effects", () => {
    expect(proseClaimProblems("So every call this lab might retry only reads and is safe to repeat.")).toEqual([
      expect.stringMatching(/send_email changes something outside/),
    ]);
    expect(
      proseClaimProblems("Every database call is a read and safe to repeat; send_email is the one tool that is not."),
    ).toEqual([]);
  });
});

describe("statedAttempts", () => {
  it("reads one more try as two attempts", () => {
    expect(statedAttempts("a short pause and one more try is reasonable")).toMatchObject([{ attempts: 2 }]);
  });
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

  it("names the wrong kinds of the review of lessons 1 and 2 again, in the data files, each on its field", async () => {
    const ee = "error-envelope";
    const dr = "deadlines-and-retries";
    const { dir } = withMistakes([
      {
        file: `${ee}/checkpoint.yaml`,
        find: "text: status, tool, error and code",
        replace: "text: status, tool and error",
      },
      {
        file: `${ee}/checkpoint.yaml`,
        find: "explanation: In the layer, tool_error comes from step 5, once the request checks have passed. Here the lookup",
        replace: "explanation: A tool_error means a tool was called and failed. Here the lookup",
      },
      {
        file: `${ee}/match.yaml`,
        find: "The request itself was not valid. Behind an MCP server",
        replace:
          "The request itself was not valid. Through an MCP server the model would get a protocol error. Behind it",
      },
      {
        file: `${dr}/scenarios.yaml`,
        find: "so every database call is a read and safe to repeat; send_email is the lab's one tool that is not.",
        replace: "so every call this lab might retry only reads and is safe to repeat.",
      },
      {
        file: `${dr}/match.yaml`,
        find: "so the tool marks the failure retryable after 10 ms, and the",
        replace: "so a short pause and one more try is reasonable, and the",
      },
    ]);
    const problems = [...(await checkEngineClaims(ee, dir)), ...(await checkEngineClaims(dr, dir))];
    expect(problems.map(({ file, field, message }) => `${path.basename(file)} ${field}: ${message}`)).toEqual([
      expect.stringMatching(/^match\.yaml cards #2 › explanation: says "model would get a protocol error"/),
      expect.stringMatching(
        /^checkpoint\.yaml questions #6 › options #3 › explanation: says "tool_error means a tool was called"/,
      ),
      expect.stringMatching(
        /^checkpoint\.yaml questions #3 › options #1 › text: lists a failure envelope's fields as "status, tool and error", but every failure the layer returns also carries code/,
      ),
      expect.stringMatching(
        /^scenarios\.yaml #7 › description: says "every call this lab might retry only reads and is safe to repeat"/,
      ),
      expect.stringMatching(
        new RegExp(
          `^match\\.yaml cards #4 › explanation: says "one more try", but the lab's retry loop makes ${CHAOS_RETRY_POLICY.maxAttempts}`,
        ),
      ),
    ]);
  }, 60_000);
});
