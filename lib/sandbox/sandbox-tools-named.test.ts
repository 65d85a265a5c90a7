import { describe, expect, it } from "vitest";
import { sandboxLinkProblems, unknownScenarioTools } from "./sandbox-tools-named";

describe("unknownScenarioTools", () => {
  it("reports a tool the sandbox lacks at the scenario's tool, with the nearest tool", () => {
    expect(unknownScenarioTools([{ tool: "weather" }, { tool: "wether", title: "A slow service" }])).toEqual([
      {
        path: [1, "tool"],
        message:
          '"wether" is not a tool of the sandbox; did you mean "weather"? (tools: calculator, weather, database, send_email); fix the name, or if the call is meant to fail as an unknown tool, name "wether" in the scenario\'s title or description',
      },
    ]);
  });

  it("lets an unknown tool through when the scenario says it means it", () => {
    expect(unknownScenarioTools([{ tool: "calculater", description: 'The model asks for "calculater".' }])).toEqual([]);
  });
});

describe("sandboxLinkProblems", () => {
  it("finds nothing in a link the sandbox reads as written", () => {
    expect(sandboxLinkProblems(new URLSearchParams("tool=weather&faults=weather:hang&timeout=1000"))).toEqual([]);
  });

  it("names a tool the sandbox lacks and a parameter it would drop", () => {
    const problems = sandboxLinkProblems(new URLSearchParams("tool=databse&timeout=5"));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^the link's "timeout" /);
    expect(problems[1]).toContain('"databse" is not a tool of the sandbox; did you mean "database"?');
  });
});
