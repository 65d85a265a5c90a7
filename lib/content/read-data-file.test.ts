import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatProblem } from "./problems";
import { readDataFile } from "./read-data-file";

const Schema = z.strictObject({
  title: z.string(),
  items: z.array(z.strictObject({ id: z.string(), n: z.number() })),
});
const fixture = (name: string) => path.join(__dirname, "fixtures", "data", name);

describe("readDataFile", () => {
  it("parses a valid file with the schema", () => {
    expect(readDataFile(fixture("good.yaml"), Schema)).toEqual({
      ok: true,
      value: { title: "Fine", items: [{ id: "a", n: 1 }] },
    });
  });

  it("names the line and the field path of every schema problem", () => {
    const result = readDataFile(fixture("bad.yaml"), Schema);
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([
      'lib/content/fixtures/data/bad.yaml:6 items #2 › n: must be number (found "two"): write digits only, without quotes or units, e.g. 80',
      "lib/content/fixtures/data/bad.yaml:7 items #2 › extra: is not a known field: check its spelling or remove it (fields here: id, n)",
    ]);
  });

  it("reports YAML syntax errors with their line", () => {
    const result = readDataFile(fixture("invalid.yaml"), Schema);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : formatProblem(result.problems[0] ?? { file: "", field: "", message: "" })).toMatch(
      /^lib\/content\/fixtures\/data\/invalid\.yaml:\d+ YAML: is not valid: /,
    );
  });

  it("reports a missing file", () => {
    const result = readDataFile(fixture("nope.yaml"), Schema);
    expect(result.ok ? "" : formatProblem(result.problems[0] ?? { file: "", field: "", message: "" })).toBe(
      "lib/content/fixtures/data/nope.yaml (file): is missing",
    );
  });
});
