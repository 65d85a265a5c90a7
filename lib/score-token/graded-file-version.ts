/**
 * The content version a token names: a hash of the graded file, so a course site can
 * tell which edition of a checkpoint, match exercise or kata a score was earned on.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createContentCache } from "@/lib/content/content-cache";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { type Activity, exerciseKind } from "@/lib/exercise-kinds/registry";

/** What decides an activity's grade: its kind's data file, and what else the kind names (a kata's rules). */
function gradedBytes(lessonDir: string, activity: Activity): (string | Buffer)[] {
  const kind = exerciseKind(activity);
  const read = (name: string) => readFileSync(path.join(/*turbopackIgnore: true*/ lessonDir, name));
  const others = (kind.gradedWith ?? [])
    .filter((name) => existsSync(path.join(/*turbopackIgnore: true*/ lessonDir, name)))
    .flatMap((name) => [`\0${name}\0`, read(name)]);
  return [read(kind.file), ...(kind.gradedBy === undefined ? [] : [`\0${kind.gradedBy}`]), ...others];
}

const cached = createContentCache<string>();

/** "sha256:" + base64url hash of the lesson's graded file(s) for `activity`. */
export function gradedFileVersion(slug: string, activity: Activity, dir: string = LESSONS_DIR): string {
  return cached(dir, `${slug}/${activity}`, () => {
    const hash = createHash("sha256");
    for (const part of gradedBytes(path.join(/*turbopackIgnore: true*/ dir, slug), activity)) hash.update(part);
    return `sha256:${hash.digest("base64url")}`;
  });
}
