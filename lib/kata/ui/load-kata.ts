/**
 * What the <Kata /> tag and the kata embed need: the public view of the lesson's kata.yaml
 * (starter, rules with their sections and hints). Server-only. The reference solution is
 * read by the loader but never leaves the server (e2e/kata-leak.spec.ts scans the build).
 */
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { missingDataFileProblem, tagTargetError } from "@/lib/content/tag-targets";
import { KATA_FILE, loadKata } from "@/lib/kata/content/load";
import { type PublicKata, type PublicKataRule, toPublicKata } from "@/lib/kata/content/public-view";

export type KataView = PublicKata;
export type RuleGuideEntry = PublicKataRule;

/** The kata of lesson `slug` as the browser may see it, or null when the lesson has none. */
export async function loadKataView(slug: string, dir: string = LESSONS_DIR): Promise<KataView | null> {
  const loaded = await loadKata(slug, dir);
  return loaded ? toPublicKata(slug, loaded) : null;
}

/** The kata a <Kata /> tag shows; throws a ContentError naming the lesson when it has none. */
export async function requireKataView(slug: string, dir: string = LESSONS_DIR): Promise<KataView> {
  const kata = await loadKataView(slug, dir);
  if (!kata) throw tagTargetError(slug, [missingDataFileProblem("Kata", KATA_FILE)], dir);
  return kata;
}
