import { ContentProblemList } from "@/components/content/content-problem-list";
import type { CheckedProblem } from "@/lib/content/problems";

/**
 * Shown in `next dev` in place of a lesson that does not pass the content check: what to
 * fix, where. It is an ordinary page, not a thrown error, so the edit loop's poller stays
 * mounted and the next save that fixes the files brings the lesson back.
 */
export function LessonProblems({ slug, problems }: { slug: string; problems: CheckedProblem[] }) {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return (
    <section aria-labelledby="lesson-problems" className="mx-auto max-w-3xl px-4 py-10" data-lesson-problems={slug}>
      <h1 id="lesson-problems" className="text-3xl font-bold tracking-tight">
        This lesson has {count} to fix
      </h1>
      <p className="mt-3">
        The files of <code>content/lessons/{slug}</code> do not pass <code>npm run content:check</code>, so the lesson
        is not shown (and <code>next build</code> would stop here). Fix each line below and save: this page reloads by
        itself.
      </p>
      <ContentProblemList problems={problems} className="mt-6" />
    </section>
  );
}
