/**
 * content:check's grading of a kata: the reference must pass every rule and the starter
 * must be graded (not refused) and fail at least one, or the exercise cannot be passed,
 * starts broken, or has nothing to teach. Runs
 * both on the server's engine (QuickJS, with its caps), so a reference that loops is
 * reported instead of hanging the check. Node only; not part of the preview's checks,
 * which run inside the app and stay fast.
 */
import path from "node:path";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import type { ContentProblem } from "@/lib/content/problems";
import { repoPath } from "@/lib/content/repo-path";
import { type AnyKataVerdict, gradeKata } from "@/lib/kata/grade-kata";
import { createQuickJsEngine } from "@/lib/kata/server/quickjs-engine";
import { SUBMISSION_EXPORTS } from "@/lib/kata/submission-kinds";
import { KATA_FILE, loadKata } from "./load";

/** Problems with how lesson `slug`'s reference and starter grade; none without a kata or when it does not load. */
export async function checkKataGrading(slug: string, dir: string = LESSONS_DIR): Promise<ContentProblem[]> {
  const loaded = await loadKata(slug, dir).catch(() => null); // checkKata reports a file that does not load
  if (!loaded) return [];
  const file = repoPath(path.join(/*turbopackIgnore: true*/ dir, slug, KATA_FILE));
  const [reference, starter] = await Promise.all(
    [loaded.reference, loaded.starter].map((source) =>
      gradeKata(loaded.kata.grader, source, { engine: createQuickJsEngine }),
    ),
  );
  const problems: ContentProblem[] = [];
  if (reference?.kind !== "graded" || !reference.passed)
    problems.push({
      file,
      field: "reference",
      message: `${loaded.kata.reference} must pass every rule, but ${whyNotPassed(reference)}; fix the reference ${loaded.kata.grader}`,
    });
  if (starter?.kind === "refused")
    problems.push({
      file,
      field: "starter",
      message: `${loaded.kata.starter} is refused (${starter.refusal.code}: ${starter.refusal.message}), so a student would start from code that cannot be checked; make the starter compile and ${SUBMISSION_EXPORTS[loaded.kata.grader].missing}`,
    });
  if (starter?.kind === "graded" && starter.passed)
    problems.push({
      file,
      field: "starter",
      message: `${loaded.kata.starter} passes every rule, so the kata has nothing left to fix; give it at least one of the bugs the rules catch`,
    });
  return problems;
}

function whyNotPassed(verdict: AnyKataVerdict | undefined): string {
  if (!verdict) return "it was not graded";
  if (verdict.kind === "refused") return `it was refused (${verdict.refusal.code}: ${verdict.refusal.message})`;
  const failed = verdict.rules.filter((rule) => !rule.passed).map((rule) => rule.id);
  return `it fails ${failed.join(", ")}`;
}
