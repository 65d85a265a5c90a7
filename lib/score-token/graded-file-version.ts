/**
 * The content version a token names: a hash of the graded file, so a course site can
 * tell which edition of a checkpoint, match exercise or kata a score was earned on.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createContentCache } from "@/lib/content/content-cache";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { TAG_DATA_FILES } from "@/lib/content/tag-targets";
import type { Activity } from "@/lib/exercises/score-service";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";

/**
 * What decides each activity's grade. A kata is graded against its rules: the lesson's
 * kata.yaml together with the grader's list of rule ids, so adding or reordering a rule
 * changes the version as editing the file does.
 */
function gradedBytes(lessonDir: string, activity: Activity): (string | Buffer)[] {
  const file = readFileSync(path.join(/*turbopackIgnore: true*/ lessonDir, ACTIVITY_FILES[activity]));
  return activity === "kata" ? [file, `\0rules:${KATA_RULE_IDS.join(",")}`] : [file];
}

/** The data file each graded activity is scored against. */
const ACTIVITY_FILES: Record<Activity, string> = {
  checkpoint: TAG_DATA_FILES.Checkpoint,
  match: TAG_DATA_FILES.MatchExercise,
  kata: TAG_DATA_FILES.Kata,
};

const cached = createContentCache<string>();

/** "sha256:" + base64url hash of the lesson's graded file(s) for `activity`. */
export function gradedFileVersion(slug: string, activity: Activity, dir: string = LESSONS_DIR): string {
  return cached(dir, `${slug}/${activity}`, () => {
    const hash = createHash("sha256");
    for (const part of gradedBytes(path.join(/*turbopackIgnore: true*/ dir, slug), activity)) hash.update(part);
    return `sha256:${hash.digest("base64url")}`;
  });
}
