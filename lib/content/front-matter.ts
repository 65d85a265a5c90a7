import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { PointId } from "./ids";
import { lineOfPath } from "./read-data-file";
import { describeYamlError } from "./yaml-error";

/** One thing the lesson teaches: an id that entries refer to and a sentence that states it. */
export const TeachingPoint = z.strictObject({
  id: PointId,
  statement: z.string().trim().min(1, "must not be empty").max(200, "must fit in one line of at most 200 characters"),
});
export type TeachingPoint = z.infer<typeof TeachingPoint>;

/** One page of a lesson in front matter: its title and, after the first, the heading it starts at. */
export const LessonPartSpec = z.strictObject({
  title: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
  from: z.string().trim().min(1, "must be the id of the ## heading the part starts at").optional(),
});
export type LessonPartSpec = z.infer<typeof LessonPartSpec>;

/**
 * The parts a lesson is cut into (docs/authoring.md, "Parts"): the first starts at the
 * top, so it has no `from`; every later one names its first heading.
 */
const LessonPartSpecs = z
  .array(LessonPartSpec, "must be a list of { title, from }")
  .min(2, "needs at least two parts (leave `parts` out for a one-page lesson)")
  .max(8, "must list at most 8 parts")
  .superRefine((parts, ctx) => {
    parts.forEach((part, index) => {
      if (index === 0 && part.from !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [0, "from"],
          message: "must be left out: the first part starts at the top",
        });
      if (index > 0 && part.from === undefined)
        ctx.addIssue({
          code: "custom",
          path: [index, "from"],
          message: "is missing: name the id of the ## heading this part starts at",
        });
    });
  });

/**
 * The front matter every `lesson.mdx` starts with. Unknown keys are refused so a
 * typo such as `summery` is reported instead of silently ignored.
 */
export const LessonFrontMatter = z.strictObject({
  title: z.string().trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
  summary: z.string().trim().min(1, "must not be empty").max(300, "must be at most 300 characters"),
  minutes: z
    .int("must be a positive whole number of minutes")
    .min(1, "must be a positive whole number of minutes")
    .max(240, "must be at most 240 minutes; cut a longer lesson into two lessons"),
  order: z.int("must be a whole number (lessons are listed by it, smallest first)"),
  objectives: z
    .array(z.string().trim().min(1, "must not be empty"), "must be a list of sentences")
    .min(1, "needs at least one learning objective")
    .max(8, "must list at most 8 objectives"),
  /** What the lesson teaches, checked for coverage by content:check (docs/authoring.md, "Teaching points"). */
  points: z.array(TeachingPoint, "must be a list of { id, statement }").min(1, "needs at least one point").optional(),
  /** Heading id of a section -> the points it teaches. */
  sections: z
    .record(
      z.string(),
      z.array(PointId).min(1, "names no teaching point"),
      "must map heading ids to lists of point ids",
    )
    .optional(),
  /** Pages the lesson is cut into; without it the lesson is one page. */
  parts: LessonPartSpecs.optional(),
});
export type LessonFrontMatter = z.infer<typeof LessonFrontMatter>;

/** A lesson file cut into its front matter (parsed YAML) and its MDX body. */
export type SplitLesson =
  | {
      ok: true;
      /** False when the file does not start with a `---` line; `data` is then undefined. */
      hasFrontMatter: boolean;
      data: unknown;
      body: string;
      /** Lines before the body, so a body line n is line n + bodyLineOffset of the file. */
      bodyLineOffset: number;
      /** The line in the .mdx file of a field path inside the front matter. */
      lineOf: (path: ReadonlyArray<PropertyKey>) => number | undefined;
    }
  | { ok: false; line?: number; message: string };

const FENCE = /^---[ \t]*$/;

/** Where the front matter is: its YAML text and the index of the closing `---` line. */
type FrontMatterBlock =
  | { found: false; text: string }
  | { found: true; closed: false }
  | { found: true; closed: true; yaml: string; close: number; lines: string[] };

/**
 * The one reading of the `---` fences, for the splitter below and for content:check's
 * line-aware look at the same block (check-design.ts). A leading BOM is dropped; only
 * the first closing `---` ends the block.
 */
export function findFrontMatter(raw: string): FrontMatterBlock {
  const text = raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
  const lines = text.split("\n");
  const line = (index: number) => (lines[index] ?? "").replace(/\r$/, "");
  if (!FENCE.test(line(0))) return { found: false, text };
  let close = 1;
  while (close < lines.length && !FENCE.test(line(close))) close++;
  if (close >= lines.length) return { found: true, closed: false };
  const yaml = lines
    .slice(1, close)
    .map((_, index) => line(index + 1))
    .join("\n");
  return { found: true, closed: true, yaml, close, lines };
}

/**
 * Splits `---` front matter from the body of an .mdx file and parses it with the
 * same YAML 1.2 reader as the data files. Only the first closing `---` ends the
 * block, so a thematic break in the body stays in the body. An empty block reads
 * as `{}`, so the schema names each missing field. Line endings may be LF or CRLF;
 * the body keeps whatever the file has.
 */
export function splitFrontMatter(raw: string): SplitLesson {
  const block = findFrontMatter(raw);
  if (!block.found)
    return {
      ok: true,
      hasFrontMatter: false,
      data: undefined,
      body: block.text,
      bodyLineOffset: 0,
      lineOf: () => undefined,
    };
  if (!block.closed) return { ok: false, line: 1, message: "is not closed: add a --- line after the last field" };
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter });
  const [error] = document.errors;
  if (error) {
    // The YAML starts on the file's second line, after the opening ---.
    const { line: at, reason } = describeYamlError(error, block.yaml, 1);
    return { ok: false, line: at, message: `is not valid YAML (${reason})` };
  }
  return {
    ok: true,
    hasFrontMatter: true,
    data: document.toJS() ?? {},
    body: block.lines.slice(block.close + 1).join("\n"),
    bodyLineOffset: block.close + 1,
    lineOf: (path) => {
      const line = lineOfPath(document, path, lineCounter);
      return line === undefined ? undefined : line + 1;
    },
  };
}
