import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkCodeFences } from "@/lib/content/check-code-fences";
import { loadLessonDesign } from "@/lib/content/check-design";
import { checkProse } from "@/lib/content/check-prose";
import { compileLesson } from "@/lib/content/compile-lesson";
import { type LessonFrontMatter, splitFrontMatter } from "@/lib/content/front-matter";
import { LESSONS_DIR, type LessonSource, listLessonSlugs, readLessonSource } from "@/lib/content/lesson-files";
import type { CheckedProblem, ContentProblem } from "@/lib/content/problems";
import { readingTimeProblem } from "@/lib/content/reading-time";
import { repoPath } from "@/lib/content/repo-path";
import { checkScenarioIdsAcrossLessons, scenarioOwners } from "@/lib/content/scenario-ids-across-lessons";
import {
  checkSandboxTag,
  checkSourceFileTag,
  missingDataFileProblem,
  type TargetProblem,
} from "@/lib/content/tag-targets";
import { type LessonOutline, outlineLesson, type TagUse } from "@/lib/content/tag-uses";
import type { ExerciseKind } from "@/lib/exercises/exercise-kind";
import { checkScenariosFile } from "@/lib/sandbox/check-scenarios-file";
import { sandboxLinkProblems } from "@/lib/sandbox/sandbox-tools-named";
import { lessonTags } from "./lesson-tags";
import { EXERCISE_KINDS } from "./registry";

export type { CheckedProblem };

/** The kinds a check looks for: the registry's, or (in a test) a list with a toy kind added. */
export type KindList = readonly Pick<ExerciseKind, "tag" | "tagDescription" | "file" | "check">[];

const errors = (problems: ContentProblem[]): CheckedProblem[] => problems.map((p) => ({ ...p, severity: "error" }));

/**
 * Checks every lesson folder under `dir` and returns every problem found, in folder
 * order. Each file is checked on its own, so one broken file never hides another's
 * problems. Never throws for bad content.
 */
export async function checkAllLessons(
  dir: string = LESSONS_DIR,
  kinds: KindList = EXERCISE_KINDS,
): Promise<CheckedProblem[]> {
  const all: CheckedProblem[] = [];
  for (const slug of listLessonSlugs(dir)) all.push(...(await checkLesson(slug, dir, kinds)));
  all.push(...errors(checkScenarioIdsAcrossLessons(dir)));
  return all;
}

/** Checks one lesson folder: lesson.mdx, its tags, scenarios.yaml and each kind's data file. */
export async function checkLesson(
  slug: string,
  dir: string = LESSONS_DIR,
  kinds: KindList = EXERCISE_KINDS,
): Promise<CheckedProblem[]> {
  const folder = path.join(/*turbopackIgnore: true*/ dir, slug);
  const file = (name: string) => path.join(/*turbopackIgnore: true*/ folder, name);
  const problems: CheckedProblem[] = [];
  let headingIds: string[] | undefined;
  let outline: LessonOutline | null = null;
  let mdxFile = repoPath(file("lesson.mdx"));
  const read = readLessonSource(slug, dir);
  if (!read.ok) problems.push(...errors(read.problems));
  // A bad front matter must not hide the body's problems, so the body is still compiled.
  const source = read.ok ? read.value : bodyDespiteFrontMatter(file("lesson.mdx"), slug);
  if (source) {
    mdxFile = source.file;
    const compiled = await compileLesson(source, lessonTags(kinds));
    outline = outlineLesson(source.body, source.bodyLineOffset);
    if (read.ok) {
      const raw = readFileSync(file("lesson.mdx"), "utf8");
      const late = readingTimeProblem(source.file, raw, source.frontMatter.minutes, source.body);
      if (late) problems.push({ ...late, severity: "error" });
    }
    const fenceProblems = checkCodeFences(source.body, mdxFile);
    problems.push(...errors(fenceProblems.map((p) => ({ ...p, line: (p.line ?? 0) + source.bodyLineOffset }))));
    if (compiled.ok) headingIds = compiled.value.headings.map((heading) => heading.id);
    else {
      problems.push(...errors(compiled.problems));
      headingIds = outline?.headingIds;
    }
    problems.push(...errors(checkProse(source, dir, { sandboxLink: sandboxLinkProblems })));
  }
  const scenarios = checkScenariosFile(file("scenarios.yaml"));
  problems.push(...errors(scenarios.problems));
  const otherScenarios = scenarioOwners(dir, slug);
  const lessonReads = read.ok && outline !== null;
  for (const kind of kinds) {
    const lesson = {
      slug,
      dir,
      file: file(kind.file),
      headingIds,
      scenarioIds: scenarios.ids,
      otherScenarios,
      lessonReads,
      tableRowsAbove: outline ? rowsAbove(outline, kind.tag) : [],
    };
    if (existsSync(lesson.file)) problems.push(...errors(await kind.check(lesson)));
  }
  if (outline) problems.push(...checkTagTargets(outline.uses, mdxFile, folder, scenarios.ids, otherScenarios, kinds));
  // Teaching points: each covered by a section, scenario, card and question (docs/authoring.md).
  const design = read.ok ? loadLessonDesign(slug, dir) : null;
  if (design) problems.push(...errors(design.problems));
  return problems;
}

/** The table rows above the first use of `tag` (every row when the lesson does not use it). */
function rowsAbove(outline: LessonOutline, tag: string) {
  const at = outline.uses.find((use) => use.name === tag)?.line ?? Number.POSITIVE_INFINITY;
  return outline.tableRows.filter((row) => (row.line ?? 0) < at);
}

/** What sits behind each tag: the scenario, the source file, the exercise data files. */
function checkTagTargets(
  uses: TagUse[],
  mdxFile: string,
  folder: string,
  scenarioIds: string[] | null,
  otherScenarios: ReadonlyMap<string, string>,
  kinds: KindList,
) {
  const problems: CheckedProblem[] = [];
  const add = (line: number | undefined, found: TargetProblem[]) =>
    problems.push(...found.map((problem) => ({ file: mdxFile, line, ...problem, severity: "error" as const })));
  for (const { name, props, line } of uses) {
    if (name === "Sandbox") add(line, checkSandboxTag(props, scenarioIds, otherScenarios));
    if (name === "SourceFile" && props.path !== undefined) add(line, checkSourceFileTag(props.path));
  }
  const used = new Set(uses.map((use) => use.name));
  for (const { tag, file: dataFile } of kinds) {
    const present = existsSync(path.join(/*turbopackIgnore: true*/ folder, dataFile));
    const use = uses.find((u) => u.name === tag);
    if (use && !present) add(use.line, [missingDataFileProblem(tag, dataFile)]);
    if (!used.has(tag) && present)
      problems.push({
        file: repoPath(path.join(/*turbopackIgnore: true*/ folder, dataFile)),
        field: "(file)",
        message: `is not used: lesson.mdx has no <${tag} /> tag; add the tag where the exercise belongs, or delete the file`,
        severity: "warning",
      });
  }
  return problems;
}

/** The body of a lesson.mdx whose front matter failed its schema; undefined when even the YAML is broken. */
function bodyDespiteFrontMatter(absolute: string, slug: string): LessonSource | undefined {
  if (!existsSync(absolute)) return undefined;
  const split = splitFrontMatter(readFileSync(absolute, "utf8"));
  if (!split.ok) return undefined;
  const { body, bodyLineOffset } = split;
  return { slug, file: repoPath(absolute), frontMatter: {} as LessonFrontMatter, body, bodyLineOffset };
}
