/**
 * content:check's view of a kata: the file and the files it names load (check-grading.ts
 * grades the reference and the starter).
 */
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { ContentError, type ContentProblem } from "@/lib/content/problems";
import { loadKata } from "./load";

/** Every problem with lesson `slug`'s kata; none when it has no kata.yaml. Never throws for bad content. */
export async function checkKata(slug: string, dir: string = LESSONS_DIR): Promise<ContentProblem[]> {
  try {
    await loadKata(slug, dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
