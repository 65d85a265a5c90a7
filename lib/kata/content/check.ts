/**
 * content:check's view of a kata: the file and the files it names load, and (once the
 * grader can run here) the reference passes every rule while the starter fails one.
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
