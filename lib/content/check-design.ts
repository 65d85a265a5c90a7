/**
 * Reads what the learning-design check needs from a lesson folder (front matter,
 * headings, and the raw `teaches` of every scenario, card and question), runs
 * checkLessonDesign and turns each problem's path into a line. Server-only (reads files).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { formatAuthorPath } from "./author-path";
import { findFrontMatter } from "./front-matter";
import { LESSONS_DIR, readLessonSource } from "./lesson-files";
import type { ContentProblem } from "./problems";
import { lineOfPath } from "./read-data-file";
import { repoPath } from "./repo-path";
import { outlineLesson } from "./tag-uses";
import { type CoverageKind, checkLessonDesign, type DesignEntry, type LessonCoverage } from "./teaching-points";

type Raw = Record<string, unknown>;
type Located = { document: ReturnType<typeof parseDocument>; lineCounter: LineCounter; lineShift: number };

/** The design of lesson `slug`: null when it declares no points or its files cannot be read. */
export function loadLessonDesign(
  slug: string,
  dir: string = LESSONS_DIR,
): { problems: ContentProblem[]; coverage: LessonCoverage } | null {
  const source = readLessonSource(slug, dir);
  if (!source.ok) return null;
  const { frontMatter, body, bodyLineOffset } = source.value;
  const points = frontMatter.points;
  if (!points) return null;
  const outline = outlineLesson(body, bodyLineOffset);
  if (!outline) return null;
  const folder = path.join(/*turbopackIgnore: true*/ dir, slug);
  const mdxPath = path.join(/*turbopackIgnore: true*/ folder, "lesson.mdx");
  const located = new Map<string, Located>();
  const frontMatterDoc = readFrontMatterDocument(mdxPath);
  if (frontMatterDoc) located.set(repoPath(mdxPath), frontMatterDoc);

  const entries: DesignEntry[] = [];
  const files: [string, CoverageKind, (raw: unknown) => [Raw, (string | number)[]][]][] = [
    ["scenarios.yaml", "scenario", (raw) => listOf(raw).map((s, i) => [s, [i, "teaches"]])],
    ["match.yaml", "card", (raw) => listOf((raw as Raw | null)?.cards).map((c, i) => [c, ["cards", i, "teaches"]])],
    [
      "checkpoint.yaml",
      "question",
      (raw) => listOf((raw as Raw | null)?.questions).map((q, i) => [q, ["questions", i, "teaches"]]),
    ],
  ];
  for (const [name, kind, select] of files) {
    const absolute = path.join(/*turbopackIgnore: true*/ folder, name);
    if (!existsSync(absolute)) continue;
    const lineCounter = new LineCounter();
    const document = parseDocument(readFileSync(absolute, "utf8"), { lineCounter });
    // A broken file reports its own problems; checking coverage without it would only add false gaps.
    if (document.errors.length > 0) return null;
    const file = repoPath(absolute);
    located.set(file, { document, lineCounter, lineShift: 0 });
    for (const [item, itemPath] of select(document.toJS())) {
      entries.push({ kind, id: String(item.id), label: labelOf(item), file, path: itemPath, teaches: item.teaches });
    }
  }

  const { problems, coverage } = checkLessonDesign({
    mdxFile: source.value.file,
    points,
    sections: frontMatter.sections ?? {},
    headings: outline.headings,
    entries,
  });
  return {
    coverage,
    problems: problems.map(({ file, path: at, message }) => {
      const where = located.get(file);
      const line = where ? lineOfPath(where.document, at, where.lineCounter) : undefined;
      const isFrontMatter = file === source.value.file;
      return {
        file,
        line: line === undefined ? undefined : line + (where?.lineShift ?? 0),
        field: isFrontMatter ? `front matter ${formatAuthorPath(at)}` : formatAuthorPath(at),
        message,
      };
    }),
  };
}

const listOf = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === "object" && v !== null ? (v as Raw) : {})) : [];

function labelOf(item: Raw): string {
  const text = [item.title, item.text, item.prompt].find((value) => typeof value === "string");
  return typeof text === "string" ? text.trim() : String(item.id);
}

/** The front matter as a YAML document, with lines shifted past the opening `---`. */
function readFrontMatterDocument(mdxPath: string): Located | undefined {
  const block = findFrontMatter(readFileSync(mdxPath, "utf8"));
  if (!block.found || !block.closed) return undefined;
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter });
  return { document, lineCounter, lineShift: 1 };
}
