import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, formatProblem } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { findMatchSenseProblems } from "./check";
import { checkMatchFile } from "./check-file";
import { loadMatchExercise } from "./load";
import { MatchExerciseSchema } from "./schema";
import { makeCard, makeMatch } from "./test-support";

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const problemsOf = (name: string) => {
  const result = readDataFile(fixture(name), MatchExerciseSchema);
  return result.ok ? [] : result.problems.map(formatProblem);
};

describe("match.yaml schema and sense checks", () => {
  it("names file, line and field for duplicate ids, bad note keys and a missing status", () => {
    expect(problemsOf("sense.yaml")).toEqual([
      'lib/exercises/match/fixtures/sense.yaml:12 cards #5 › id: "a" is already the id of card 1; give each card its own id',
      "lib/exercises/match/fixtures/sense.yaml:17 cards #5 › misconceptions › tool_error: is the card's own status; notes are for the wrong statuses a student might pick",
      'lib/exercises/match/fixtures/sense.yaml:18 cards #5 › misconceptions › timout: "timout" is not a status of this exercise; did you mean "timeout"? (statuses: ok, invalid_args, tool_error, timeout)',
      "lib/exercises/match/fixtures/sense.yaml:7 cards: has no card whose status is timeout; every status needs one",
    ]);
  });

  it("names an unknown status even where zod stops early, as content:check reads the file", () => {
    const problems = checkMatchFile(fixture("fields.yaml"), null).map(formatProblem);
    expect(problems).toContain(
      'lib/exercises/match/fixtures/fields.yaml:9 cards #1 › status: "slow" is not a status of this exercise (statuses: ok, invalid_args, tool_error, timeout)',
    );
  });

  it("names each malformed field: a missing target, a bad id, too few cards, bad sandbox state (the unknown status is the sense check's, above)", () => {
    const problems = problemsOf("fields.yaml").join("\n");
    expect(problems).toContain("fields.yaml:2 targets › timeout: is required");
    expect(problems).toContain("fields.yaml:7 cards #1 › id: must be lowercase words joined by dashes");
    expect(problems).toContain("fields.yaml:11 cards #1 › misconceptions: needs a note for at least one wrong status");
    expect(problems).toContain(
      "fields.yaml:12 cards #1 › sandbox › timeoutMs: must be a whole number from 50 to 30000 ms",
    );
    expect(problems).toContain("fields.yaml:6 cards: needs at least 8 cards");
  });

  it("finds no sense problems in a well-formed exercise", () => {
    expect(findMatchSenseProblems(makeMatch())).toEqual([]);
    expect(findMatchSenseProblems(makeMatch([makeCard("x", "ok")])).length).toBe(3);
  });

  it("returns null for an unknown lesson or a path-like slug instead of reading the file", () => {
    expect(loadMatchExercise("no-such-lesson")).toBeNull();
    expect(loadMatchExercise("../error-envelope")).toBeNull();
  });
});

describe("scenario references", () => {
  const lessons = path.join(__dirname, "fixtures", "lessons");

  it("names a card whose scenario id the lesson does not have, listing the known ids", () => {
    const error = (() => {
      try {
        loadMatchExercise("with-bad-scenario", lessons);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map(formatProblem)).toEqual([
      'lib/exercises/match/fixtures/lessons/with-bad-scenario/match.yaml cards #2 › scenario: "no-such-scenario" is not a scenario of this lesson (known: slow-weather); add it to scenarios.yaml or fix the id',
    ]);
  });

  it("gives every card that names a scenario that scenario's sandbox state", () => {
    const exercise = loadMatchExercise("error-envelope");
    const slow = exercise?.cards.find((card) => card.id === "weather-slow");
    expect(slow?.sandbox).toMatchObject({ tool: "weather", timeoutMs: 2000, faults: { weather: { kind: "slow" } } });
    const withScenario = exercise?.cards.filter((card) => card.scenario !== undefined) ?? [];
    expect(withScenario.every((card) => card.sandbox !== undefined)).toBe(true);
  });
});
