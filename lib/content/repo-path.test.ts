import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoPath } from "./repo-path";

describe("repoPath", () => {
  it("names a file under the repository root with forward slashes", () => {
    expect(repoPath(path.join(process.cwd(), "content", "lessons", "x", "lesson.mdx"))).toBe(
      "content/lessons/x/lesson.mdx",
    );
  });

  it("gives an empty string for the root itself", () => {
    expect(repoPath(process.cwd())).toBe("");
  });
});
