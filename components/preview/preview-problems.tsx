import { ContentProblemList } from "@/components/content/content-problem-list";
import type { CheckedProblem } from "@/lib/content/problems";

/** Every content problem and warning of the lesson, as `npm run content:check` prints them. */
export function PreviewProblems({ problems }: { problems: CheckedProblem[] }) {
  return (
    <section aria-labelledby="preview-problems" className="mt-8">
      <h2 id="preview-problems" className="text-2xl font-bold">
        Content check
      </h2>
      {problems.length === 0 ? (
        <p className="mt-2">No problems or warnings: this lesson passes npm run content:check.</p>
      ) : (
        <ContentProblemList problems={problems} className="mt-3" />
      )}
    </section>
  );
}
