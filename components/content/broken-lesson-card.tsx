import Link from "next/link";
import { ContentProblemList } from "@/components/content/content-problem-list";
import type { CheckedProblem } from "@/lib/content/problems";

/** The index card of a lesson that does not pass the content check (`next dev` only). */
export function BrokenLessonCard({ slug, problems }: { slug: string; problems: CheckedProblem[] }) {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return (
    <section
      aria-labelledby={`broken-${slug}`}
      className="rounded-xl border-2 border-border p-5"
      data-broken-lesson={slug}
    >
      <h2 id={`broken-${slug}`} className="text-xl font-semibold">
        <Link href={`/lessons/${slug}`} className="underline-offset-4 hover:underline">
          {slug}: {count} to fix
        </Link>
      </h2>
      <ContentProblemList problems={problems} className="mt-3" />
    </section>
  );
}
