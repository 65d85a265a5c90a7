/**
 * content:check's view of a kata: the file and the files it names load, and no hint step
 * quotes the reference (check-grading.ts grades the reference and the starter).
 */
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { ContentError, type ContentProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { referenceGiveaways } from "./giveaways";
import { KATA_FILE, loadKata } from "./load";

/** Every problem with lesson `slug`'s kata; none when it has no kata.yaml. Never throws for bad content. */
export async function checkKata(slug: string, dir: string = LESSONS_DIR): Promise<ContentProblem[]> {
  try {
    const loaded = await loadKata(slug, dir);
    if (!loaded) return [];
    const file = repoPath(path.join(/*turbopackIgnore: true*/ dir, slug, KATA_FILE));
    return referenceGiveaways(loaded.kata, loaded.reference, loaded.starter, file);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
