import { describe, expect, it } from "vitest";
import { formatProblem } from "@/lib/content/problems";
import { loadSandboxTagState } from "./sandbox-tag-state";

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    return ((error as { problems?: Parameters<typeof formatProblem>[0][] }).problems ?? []).map(formatProblem);
  }
  return [];
};

describe("loadSandboxTagState", () => {
  it("starts from a scenario of the lesson and lays the tool over it", () => {
    const state = loadSandboxTagState("error-envelope", { scenario: "weather-outage" });
    expect(state.tool).toBe("weather");
    expect(loadSandboxTagState("error-envelope", { scenario: "weather-outage", tool: "calculator" }).tool).toBe(
      "calculator",
    );
  });

  it("refuses a scenario of another lesson with the message content:check prints", () => {
    expect(problemsOf(() => loadSandboxTagState("error-envelope", { scenario: "retry-weather-hang" }))).toEqual([
      expect.stringMatching(
        /^content\/lessons\/error-envelope\/lesson\.mdx <Sandbox scenario>: "retry-weather-hang" is a scenario of the lesson deadlines-and-retries, not of this one \(known here: unknown-tool, .*\); a lesson must read on its own, so copy it into this lesson.s scenarios\.yaml under a new id$/,
      ),
    ]);
  });

  it("reports bad args and bad faults together", () => {
    const problems = problemsOf(() => loadSandboxTagState("error-envelope", { args: "{nope", faults: "weather:melt" }));
    expect(problems.map((line) => line.split(":")[0])).toEqual([
      "content/lessons/error-envelope/lesson.mdx <Sandbox args>",
      "content/lessons/error-envelope/lesson.mdx <Sandbox faults>",
    ]);
  });
});
