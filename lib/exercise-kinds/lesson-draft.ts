/**
 * A lesson as drafted in the studio, checked by the same code as `npm run content:check`.
 * The checks read lesson folders from disk, so a draft is laid out as one: a fresh folder
 * of lessons where the other lessons are links to the real ones (the cross-lesson rules
 * see them) and this lesson is a copy with the drafted files written over it. Server-only.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isLessonSlug } from "@/lib/content/ids";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { repoPath } from "@/lib/content/repo-path";
import { checkScenarioIdsAcrossLessons } from "@/lib/content/scenario-ids-across-lessons";
import { type CheckedProblem, checkLesson } from "./check-content";

/** A lesson's drafted files: path inside the lesson folder (`match.yaml`, `kata/starter.ts`) → text. */
export type LessonDraftFiles = Readonly<Record<string, string>>;

/** A problem of a draft, with `name`, the file's path inside the lesson folder, when it is one of this lesson's. */
export type DraftProblem = CheckedProblem & { name?: string };

/**
 * Runs `use` on a lessons folder that holds lesson `slug` as drafted, and removes that
 * folder afterwards. Throws for a slug that is not one, or a file name that would leave
 * the lesson folder: callers parse names first, this is the last guard.
 */
export async function withLessonDraft<T>(
  slug: string,
  files: LessonDraftFiles,
  dir: string,
  use: (draftDir: string) => Promise<T>,
): Promise<T> {
  if (!isLessonSlug(slug)) throw new Error(`"${slug}" is not a lesson slug`);
  const root = mkdtempSync(path.join(tmpdir(), "lesson-draft-"));
  try {
    for (const other of listLessonSlugs(dir)) {
      if (other !== slug) symlinkSync(path.join(dir, other), path.join(root, other), "dir");
    }
    const folder = path.join(root, slug);
    const real = path.join(dir, slug);
    if (existsSync(real)) cpSync(real, folder, { recursive: true });
    else mkdirSync(folder);
    for (const [name, text] of Object.entries(files)) {
      const target = path.resolve(folder, name);
      if (!target.startsWith(folder + path.sep)) throw new Error(`"${name}" is not a file inside the lesson folder`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text, "utf8");
    }
    return await use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Every problem `npm run content:check` reports for lesson `slug` if its files were
 * `files` (files not given are read from `dir`), with paths as if the draft were saved
 * in `dir`. The one thing left out is grading the kata's reference and starter, which
 * takes seconds; the command does that. Never throws for bad content.
 */
export function checkLessonDraft(
  slug: string,
  files: LessonDraftFiles,
  dir: string = LESSONS_DIR,
): Promise<DraftProblem[]> {
  return withLessonDraft(slug, files, dir, (root) => checkDraftFolder(slug, root, dir));
}

/** checkLessonDraft's check, for a caller that also reads other things from the same draft folder. */
export async function checkDraftFolder(slug: string, root: string, dir: string): Promise<DraftProblem[]> {
  const own = await checkLesson(slug, root);
  const across = checkScenarioIdsAcrossLessons(root).map((p): CheckedProblem => ({ ...p, severity: "error" }));
  return draftProblems([...own, ...across], slug, root, dir);
}

/**
 * Paths of the draft folder put back to `dir`'s, keeping the problems in this lesson's
 * files and those elsewhere that name them (a scenario id this lesson already uses, now
 * reused by a later lesson, is reported on the later lesson's file).
 */
export function draftProblems(problems: CheckedProblem[], slug: string, root: string, dir: string): DraftProblem[] {
  const draftPrefix = `${repoPath(root)}/`;
  const realPrefix = `${repoPath(dir)}/`;
  const lessonPrefix = `${draftPrefix}${slug}/`;
  return problems
    .filter((problem) => problem.file.startsWith(lessonPrefix) || problem.message.includes(lessonPrefix))
    .map((problem) => {
      const own = problem.file.startsWith(lessonPrefix);
      return {
        ...problem,
        file: problem.file.replace(draftPrefix, realPrefix),
        ...(own ? { name: problem.file.slice(lessonPrefix.length) } : {}),
        message: problem.message.replaceAll(draftPrefix, realPrefix),
      };
    });
}
