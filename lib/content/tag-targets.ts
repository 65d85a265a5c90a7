/**
 * What must exist behind an authored tag: the scenario a <Sandbox> starts from, the
 * file a <SourceFile> shows, the data file an exercise tag reads. content:check and
 * the loaders the tags call both use these functions, so the checker can never pass
 * a lesson the build refuses, and an author reads the same words from both.
 */
import path from "node:path";
import { decodeFaultPlan } from "@/lib/envelope/fault-codec";
import { readSourceFile, type SourceFileResult } from "@/lib/highlight/source-files";
import { didYouMean } from "./did-you-mean";
import { LESSONS_DIR } from "./lesson-files";
import { ContentError } from "./problems";
import { repoPath } from "./repo-path";

/** A problem with one tag's target; the caller adds the file and, when it knows it, the line. */
export type TargetProblem = { field: string; message: string };

/**
 * The rule "a scenario id must be one of this lesson's scenarios", for <Sandbox scenario>
 * and a match card's `scenario`. Returns the message, or undefined when the id is known.
 * A scenario of another lesson does not count: a lesson must read on its own.
 */
export function unknownScenarioMessage(
  id: string,
  lessonScenarioIds: readonly string[],
  otherLessons: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  if (lessonScenarioIds.includes(id)) return undefined;
  const known = lessonScenarioIds.join(", ") || "none: the lesson has no scenarios.yaml";
  const owner = otherLessons.get(id);
  if (owner)
    return `"${id}" is a scenario of the lesson ${owner}, not of this one (known here: ${known}); a lesson must read on its own, so copy it into this lesson's scenarios.yaml under a new id`;
  return `"${id}" is not a scenario of this lesson${didYouMean(id, lessonScenarioIds)} (known: ${known}); add it to scenarios.yaml or fix the id`;
}

/** The props of <Sandbox>, as authored. */
export type SandboxTagProps = { scenario?: string; tool?: string; args?: string; faults?: string };

/**
 * Checks a <Sandbox> tag's props against the lesson. `scenarioIds` is null when the
 * lesson's scenarios.yaml cannot be read; its own problems say why, so the scenario
 * is not checked then. `otherLessons` (scenario id -> lesson slug) lets the message
 * say whose scenario a borrowed id is.
 */
export function checkSandboxTag(
  props: SandboxTagProps,
  scenarioIds: readonly string[] | null,
  otherLessons?: ReadonlyMap<string, string>,
): TargetProblem[] {
  const problems: TargetProblem[] = [];
  const unknown =
    props.scenario !== undefined && scenarioIds
      ? unknownScenarioMessage(props.scenario, scenarioIds, otherLessons)
      : undefined;
  if (unknown) problems.push({ field: "<Sandbox scenario>", message: unknown });
  if (props.args !== undefined && !isJson(props.args))
    problems.push({
      field: "<Sandbox args>",
      message: `is not valid JSON; write an object such as args='{"city":"Oslo"}'`,
    });
  const faults = props.faults === undefined ? undefined : decodeFaultPlan(props.faults);
  if (faults && !faults.ok)
    problems.push({
      field: "<Sandbox faults>",
      message: `${faults.error} (syntax: docs/engine.md, "The string syntax")`,
    });
  return problems;
}

/** Checks that a <SourceFile path> names a file a lesson may show. */
export function checkSourceFileTag(filePath: string): TargetProblem[] {
  const found = readSourceFile(filePath);
  return found.ok ? [] : [sourceFileProblem(found)];
}

/** Reads the file a <SourceFile> tag shows; throws a ContentError naming the lesson when it cannot. */
export function readSourceFileTag(slug: string, filePath: string, dir: string = LESSONS_DIR) {
  const found = readSourceFile(filePath);
  if (!found.ok) throw tagTargetError(slug, [sourceFileProblem(found)], dir);
  return found;
}

function sourceFileProblem(found: Extract<SourceFileResult, { ok: false }>): TargetProblem {
  return {
    field: "<SourceFile path>",
    message: `${found.message}; give a path from the repository root, e.g. lib/envelope/deadline.ts`,
  };
}

/** The problem when a lesson uses an exercise tag but has no data file (`dataFile`) for it. */
export function missingDataFileProblem(tag: string, dataFile: string): TargetProblem {
  return {
    field: `<${tag}>`,
    message: `needs a ${dataFile} beside lesson.mdx; create it (docs/authoring.md) or remove the tag`,
  };
}

/** The error a loader throws for problems behind a tag in lesson `slug`'s lesson.mdx. */
export function tagTargetError(slug: string, problems: TargetProblem[], dir: string = LESSONS_DIR): ContentError {
  const file = repoPath(path.join(/*turbopackIgnore: true*/ dir, slug, "lesson.mdx"));
  return new ContentError(problems.map((problem) => ({ file, ...problem })));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
