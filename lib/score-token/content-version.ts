/**
 * The content version a token names: a hash of the graded file, so a course site can
 * tell which edition of a checkpoint, match exercise or kata a score was earned on.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { KATA_FILE } from "@/lib/kata/content/load";
import { KATA_RULE_IDS } from "@/lib/kata/verdict";
import type { Activity } from "./payload";

/**
 * What decides each activity's grade. A kata is graded against its rules: the lesson's
 * kata.yaml together with the grader's list of rule ids, so adding or reordering a rule
 * changes the version as editing the file does.
 */
function gradedBytes(lessonDir: string, activity: Activity): (string | Buffer)[] {
  if (activity !== "kata") return [readFileSync(path.join(/*turbopackIgnore: true*/ lessonDir, `${activity}.yaml`))];
  const yaml = readFileSync(path.join(/*turbopackIgnore: true*/ lessonDir, KATA_FILE));
  return [yaml, `\0rules:${KATA_RULE_IDS.join(",")}`];
}

const cache = new Map<string, string>();
// In `next dev` an edited file must change the version at once.
const useCache = process.env.NODE_ENV === "production";

/** "sha256:" + base64url hash of the lesson's graded file(s) for `activity`. */
export function gradedFileVersion(slug: string, activity: Activity, dir: string = LESSONS_DIR): string {
  const lessonDir = path.join(/*turbopackIgnore: true*/ dir, slug);
  const key = `${lessonDir}\0${activity}`;
  const cached = useCache ? cache.get(key) : undefined;
  if (cached) return cached;
  const hash = createHash("sha256");
  for (const part of gradedBytes(lessonDir, activity)) hash.update(part);
  const version = `sha256:${hash.digest("base64url")}`;
  if (useCache) cache.set(key, version);
  return version;
}
