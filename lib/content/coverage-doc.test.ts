import { describe, expect, it } from "vitest";
import { renderCoverageDoc } from "./coverage-doc";

describe("docs/coverage.md", () => {
  it("marks a point that lacks a kind of material, and lists headings that teach nothing", () => {
    const doc = renderCoverageDoc([
      {
        slug: "demo",
        title: "Demo",
        coverage: {
          points: [{ id: "one-shape", statement: "One record | every time." }],
          entries: [
            { kind: "section", id: "intro", label: "Intro", file: "lesson.mdx", path: [], teaches: ["one-shape"] },
            { kind: "card", id: "c1", label: "Card", file: "match.yaml", path: [], teaches: ["one-shape"] },
          ],
          unmappedSections: [{ id: "checkpoint", text: "Checkpoint" }],
        },
      },
    ]);
    expect(doc).toContain(
      "| `one-shape`: One record \\| every time. | `intro` | **none** (needs a sandbox scenario) | `c1` | **none** (needs a checkpoint question) |",
    );
    expect(doc).toContain("Headings that teach no point: `checkpoint`.");
  });
});
