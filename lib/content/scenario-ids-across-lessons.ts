/**
 * The rule "a scenario id is used by one lesson only": the sandbox page lists every
 * lesson's scenarios together (grouped by lesson, linked by id), so an id reused by a
 * second lesson would be ambiguous there. scenarios.ts holds the same rule within a file.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { formatAuthorPath } from "./author-path";
import { LESSONS_DIR, listLessonSlugs } from "./lesson-files";
import type { ContentProblem } from "./problems";
import { lineOfPath } from "./read-data-file";
import { repoPath } from "./repo-path";

/** One lesson's scenario ids as written, with their lines. */
export type ScenarioIdList = { file: string; ids: { id: string; index: number; line?: number }[] };

/** A problem for every scenario id that an earlier lesson already uses, naming both files. */
export function scenarioIdsReusedAcrossLessons(lists: readonly ScenarioIdList[]): ContentProblem[] {
  const owner = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const { file, ids } of lists) {
    const mine = new Set<string>();
    for (const { id, index, line } of ids) {
      const earlier = owner.get(id);
      if (earlier !== undefined && earlier !== file)
        problems.push({
          file,
          line,
          field: formatAuthorPath([index, "id"]),
          message: `"${id}" is already a scenario of ${earlier}; scenario ids must be unique across lessons (the sandbox page lists them all), so rename one of them`,
        });
      mine.add(id);
    }
    for (const id of mine) if (!owner.has(id)) owner.set(id, file);
  }
  return problems;
}

/** Reads every lesson's scenarios.yaml under `dir` and applies the rule; unreadable files are skipped. */
export function checkScenarioIdsAcrossLessons(dir: string = LESSONS_DIR): ContentProblem[] {
  const lists: ScenarioIdList[] = [];
  for (const slug of listLessonSlugs(dir)) {
    const absolute = path.join(/*turbopackIgnore: true*/ dir, slug, "scenarios.yaml");
    if (!existsSync(absolute)) continue;
    const ids = readRawScenarioIds(absolute);
    if (ids) lists.push({ file: repoPath(absolute), ids });
  }
  return scenarioIdsReusedAcrossLessons(lists);
}

/** Which lesson each scenario id belongs to, leaving out lesson `except`: for "it is a scenario of lesson x". */
export function scenarioOwners(dir: string, except: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const slug of listLessonSlugs(dir)) {
    const absolute = path.join(/*turbopackIgnore: true*/ dir, slug, "scenarios.yaml");
    if (slug === except || !existsSync(absolute)) continue;
    for (const { id } of readRawScenarioIds(absolute) ?? []) if (!owners.has(id)) owners.set(id, slug);
  }
  return owners;
}

/**
 * The string ids of a scenarios.yaml, read from the raw YAML so that they are known even
 * when an entry fails the schema; null when the file is not a YAML list.
 */
export function readRawScenarioIds(file: string): { id: string; index: number; line: number | undefined }[] | null {
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, "utf8"), { lineCounter });
  const raw = document.errors.length > 0 ? null : document.toJS();
  if (!Array.isArray(raw)) return null;
  return raw.flatMap((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [{ id, index, line: lineOfPath(document, [index, "id"], lineCounter) }] : [];
  });
}
