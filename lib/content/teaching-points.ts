/**
 * The learning-design check: every teaching point a lesson declares is served by at
 * least one section, one sandbox scenario, one match card and one checkpoint question,
 * and every reference names a declared point. Pure: the caller reads the files
 * (check-design.ts) and turns a problem's path into a line.
 */
import { duplicateIdMessage, notAHeadingMessage, repeatedIds } from "./author-messages";
import { didYouMean } from "./did-you-mean";
import type { OutlineHeading } from "./tag-uses";

/** The four kinds of material a point must appear in, in the order the matrix shows them. */
export const COVERAGE_KINDS = ["section", "scenario", "card", "question"] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** How each kind is named to an author, and where its `teaches` is written. */
export const COVERAGE_KIND_WORDS: Record<CoverageKind, { one: string; where: string }> = {
  section: { one: "section", where: "the front matter's sections map of lesson.mdx" },
  scenario: { one: "sandbox scenario", where: "teaches: of an entry in scenarios.yaml" },
  card: { one: "match card", where: "teaches: of a card in match.yaml" },
  question: { one: "checkpoint question", where: "teaches: of a question in checkpoint.yaml" },
};

/** One piece of material and the points it names, as authored (not yet checked). */
export type DesignEntry = {
  kind: CoverageKind;
  /** Heading id, scenario id, card id or question id. */
  id: string;
  /** What a reader of the matrix recognises it by: heading text, title, card text or prompt. */
  label: string;
  file: string;
  /** Path of its `teaches` list inside `file` (for a section: ["sections", headingId]). */
  path: (string | number)[];
  teaches: unknown;
};

/** A problem before its line is known: the caller maps `path` in `file` to a line. */
export type DesignProblem = { file: string; path: (string | number)[]; message: string };

/** The checked design of one lesson: each entry with the known points it names. */
export type LessonCoverage = {
  points: { id: string; statement: string }[];
  entries: (Omit<DesignEntry, "teaches"> & { teaches: string[] })[];
  /** Headings left out of the sections map (a "Checkpoint" heading, say), so the matrix can show them. */
  unmappedSections: { id: string; text: string }[];
};

export type DesignInput = {
  mdxFile: string;
  points: readonly { id: string; statement: string }[];
  /** The front matter's `sections` map, heading id -> point ids. */
  sections: Readonly<Record<string, readonly string[]>>;
  headings: readonly OutlineHeading[];
  /** Scenarios, cards and questions, each with its authored `teaches`. */
  entries: readonly DesignEntry[];
};

/** Checks one lesson's design; returns every problem and the coverage it found. */
export function checkLessonDesign(input: DesignInput): { problems: DesignProblem[]; coverage: LessonCoverage } {
  const problems: DesignProblem[] = [];
  const pointIds = input.points.map((point) => point.id);
  const headingIds = input.headings.map((heading) => heading.id);

  for (const { index, id, earlier } of repeatedIds(input.points, (point) => point.id))
    problems.push({
      file: input.mdxFile,
      path: ["points", index, "id"],
      message: duplicateIdMessage(id, "teaching point", earlier),
    });

  const sectionEntries: DesignEntry[] = [];
  for (const [headingId, teaches] of Object.entries(input.sections)) {
    const heading = input.headings.find((h) => h.id === headingId);
    if (!heading) {
      problems.push({
        file: input.mdxFile,
        path: ["sections", headingId],
        message: notAHeadingMessage(headingId, headingIds),
      });
      continue;
    }
    sectionEntries.push({
      kind: "section",
      id: headingId,
      label: heading.text,
      file: input.mdxFile,
      path: ["sections", headingId],
      teaches,
    });
  }

  const entries: LessonCoverage["entries"] = [];
  for (const entry of [...sectionEntries, ...input.entries]) {
    const { teaches, ...rest } = entry;
    if (!Array.isArray(teaches) || teaches.length === 0) {
      problems.push({
        file: entry.file,
        path: entry.path,
        message: `is required once the lesson declares teaching points: name the point(s) this ${COVERAGE_KIND_WORDS[entry.kind].one} serves, e.g. teaches: [${pointIds[0] ?? "point-id"}]`,
      });
      entries.push({ ...rest, teaches: [] });
      continue;
    }
    const known: string[] = [];
    teaches.forEach((id: unknown, index) => {
      if (typeof id === "string" && pointIds.includes(id)) known.push(id);
      else
        problems.push({
          file: entry.file,
          path: [...entry.path, index],
          message: `"${String(id)}" is not a teaching point of this lesson${didYouMean(String(id), pointIds)} (points: ${pointIds.join(", ")})`,
        });
    });
    entries.push({ ...rest, teaches: known });
  }

  input.points.forEach((point, index) => {
    for (const kind of COVERAGE_KINDS) {
      if (entries.some((entry) => entry.kind === kind && entry.teaches.includes(point.id))) continue;
      const words = COVERAGE_KIND_WORDS[kind];
      problems.push({
        file: input.mdxFile,
        path: ["points", index],
        message: `"${point.id}" has no ${words.one}: name it in ${words.where}, or add one that teaches it`,
      });
    }
  });

  const unmappedSections = input.headings.filter((heading) => !(heading.id in input.sections));
  return { problems, coverage: { points: [...input.points], entries, unmappedSections } };
}
