import Link from "next/link";
import { ObjectiveList } from "@/components/lesson/objective-list";
import { LessonProgressStatus } from "@/components/progress/lesson-progress-status";
import { lessonPath } from "@/lib/content/lesson-parts";
import { listLessons } from "@/lib/content/lessons";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { SITE_DESCRIPTION } from "@/lib/site";

export default function HomePage() {
  const lessons = listLessons();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Lessons</h1>
      <p className="mt-3 text-lg text-muted">{SITE_DESCRIPTION}</p>
      <ul className="mt-8 space-y-5">
        {lessons.map(({ slug, frontMatter }) => (
          <li key={slug} className="rounded-xl border border-border p-5 hover:border-accent">
            <h2 className="text-xl font-semibold">
              <Link href={lessonPath(slug)} prefetch={false} className="underline-offset-4 hover:underline">
                {frontMatter.title}
              </Link>
            </h2>
            <p className="mt-2">{frontMatter.summary}</p>
            <p className="mt-2 text-sm text-muted">About {frontMatter.minutes} minutes</p>
            <LessonProgressStatus slug={slug} cardIds={loadMatchExercise(slug)?.cards.map((card) => card.id) ?? []} />
            <h3 className="mt-3 text-sm font-semibold">What you will learn</h3>
            <ObjectiveList objectives={frontMatter.objectives} className="mt-1 text-sm" />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        Want to break things first? The{" "}
        {/* No prefetch: the sandbox is the heaviest page, and most visitors start with a lesson. */}
        <Link href="/sandbox" prefetch={false} className="font-semibold text-accent underline underline-offset-2">
          sandbox
        </Link>{" "}
        runs the real tools layer in your browser, with every lesson&apos;s scenarios ready to try.
      </p>
    </div>
  );
}
