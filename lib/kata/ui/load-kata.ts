/**
 * What the <Kata /> tag needs from the lesson folder: the starter file and the rule guide.
 * Server-only (reads files). The reference solution is never read here, so it cannot
 * reach the page (e2e/kata-leak.spec.ts scans the built assets for it).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { missingDataFileProblem, TAG_DATA_FILES, tagTargetError } from "@/lib/content/tag-targets";
import { loadRuleGuide, type RuleGuideEntry } from "./rule-guide";

export type KataView = { slug: string; starter: string; rules: RuleGuideEntry[] };

/** The kata of lesson `slug`, or null when the lesson has no starter file. */
export function loadKata(slug: string, dir: string = LESSONS_DIR): KataView | null {
  const file = path.join(/*turbopackIgnore: true*/ dir, slug, TAG_DATA_FILES.Kata);
  if (!existsSync(file)) return null;
  return { slug, starter: readFileSync(file, "utf8"), rules: loadRuleGuide(slug, dir) };
}

/** The kata a <Kata /> tag shows; throws a ContentError naming the lesson when it has none. */
export function requireKata(slug: string, dir: string = LESSONS_DIR): KataView {
  const kata = loadKata(slug, dir);
  if (!kata) throw tagTargetError(slug, [missingDataFileProblem("Kata")], dir);
  return kata;
}
