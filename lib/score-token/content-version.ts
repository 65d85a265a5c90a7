/**
 * The content version a token names: a hash of the graded file, so a course site can
 * tell which edition of a checkpoint or match exercise a score was earned on.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import type { Activity } from "./payload";

const GRADED_FILE: Record<Activity, string> = { checkpoint: "checkpoint.yaml", match: "match.yaml" };
const cache = new Map<string, string>();
// In `next dev` an edited file must change the version at once.
const useCache = process.env.NODE_ENV === "production";

/** "sha256:" + base64url hash of the lesson's graded file for `activity`. */
export function gradedFileVersion(slug: string, activity: Activity, dir: string = LESSONS_DIR): string {
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, GRADED_FILE[activity]);
  const cached = useCache ? cache.get(file) : undefined;
  if (cached) return cached;
  const version = `sha256:${createHash("sha256").update(readFileSync(file)).digest("base64url")}`;
  if (useCache) cache.set(file, version);
  return version;
}
