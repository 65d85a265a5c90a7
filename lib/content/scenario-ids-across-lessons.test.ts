import { describe, expect, it } from "vitest";
import { scenarioIdsReusedAcrossLessons } from "./scenario-ids-across-lessons";

describe("scenario ids across lessons", () => {
  it("refuses an id a second lesson reuses, naming both files", () => {
    const problems = scenarioIdsReusedAcrossLessons([
      { file: "a/scenarios.yaml", ids: [{ id: "weather-slow", index: 0, line: 3 }] },
      {
        file: "b/scenarios.yaml",
        ids: [
          { id: "pool-full", index: 0 },
          { id: "weather-slow", index: 1, line: 9 },
        ],
      },
    ]);
    expect(problems).toEqual([
      {
        file: "b/scenarios.yaml",
        line: 9,
        field: "#2 › id",
        message:
          '"weather-slow" is already a scenario of a/scenarios.yaml; scenario ids must be unique across lessons (the sandbox page lists them all), so rename one of them',
      },
    ]);
  });

  it("leaves a duplicate inside one file to the file's own check", () => {
    const ids = [
      { id: "x", index: 0 },
      { id: "x", index: 1 },
    ];
    expect(scenarioIdsReusedAcrossLessons([{ file: "a/scenarios.yaml", ids }])).toEqual([]);
  });
});
