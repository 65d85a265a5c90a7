import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(__dirname, "..");

/** Every .ts/.tsx file under `folder` (repository-relative) with its import specifiers. */
function importsUnder(folder: string): { file: string; from: string }[] {
  const files = readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).filter(
    (name) => /\.tsx?$/.test(name) && !name.includes("fixtures"),
  );
  return files.flatMap((name) => {
    const text = readFileSync(path.join(ROOT, folder, name), "utf8");
    return [...text.matchAll(/\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => ({
      file: `${folder}/${name}`,
      from: match[1] ?? match[2] ?? "",
    }));
  });
}

describe("which folder may import which", () => {
  it("keeps lib/, tests included, free of app/ and components/", () => {
    const wrong = importsUnder("lib").filter(({ from }) => /^@\/(app|components)\//.test(from));
    expect(wrong).toEqual([]);
  });

  it("leaves content errors to the loaders: no component words an author-facing error", () => {
    const components = path.join(ROOT, "components");
    const wrong = readdirSync(components, { recursive: true, encoding: "utf8" }).filter((name) => {
      if (!/\.tsx?$/.test(name)) return false;
      const text = readFileSync(path.join(components, name), "utf8");
      // A ContentError, or an Error whose message starts with a tag name such as `<Sandbox`.
      return /\bContentError\b|new Error\(`<[A-Z]/.test(text);
    });
    expect(wrong).toEqual([]);
  });
});
