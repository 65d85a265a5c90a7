import Link from "next/link";
import { BrokenLessonCard } from "@/components/content/broken-lesson-card";
import { ObjectiveList } from "@/components/lesson/objective-list";
import { CourseMap } from "@/components/progress/course-map";
import { lessonPath } from "@/lib/content/lesson-parts";
import { listLessons } from "@/lib/content/lessons";
import { SHOW_PROBLEMS_IN_PLACE } from "@/lib/content/show-problems-in-place";
import { courseOutline } from "@/lib/exercise-kinds/course-outline";
import { brokenLessons } from "@/lib/exercise-kinds/lesson-health";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";
import { SITE_DESCRIPTION } from "@/lib/site";

export default async function HomePage() {
  // Only `next dev` gets here with a broken lesson: the build stops on its page first.
  const broken = SHOW_PROBLEMS_IN_PLACE ? await brokenLessons() : [];
  const brokenSlugs = new Set(broken.map((lesson) => lesson.slug));
  const lessons = await Promise.all(
    listLessons()
      .filter(({ slug }) => !brokenSlugs.has(slug))
      .map(async (lesson) => {
        const compiled = await loadLesson(lesson.slug);
        return { ...lesson, outline: compiled && courseOutline(compiled) };
      }),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Lessons</h1>
      <p className="mt-3 text-lg text-muted">{SITE_DESCRIPTION}</p>
      <ul className="mt-8 space-y-5">
        {broken.map(({ slug, errors }) => (
          <li key={slug}>
            <BrokenLessonCard slug={slug} problems={errors} />
          </li>
        ))}
        {lessons.map(({ slug, frontMatter, outline }) => (
          <li key={slug} className="rounded-xl border border-border p-5 hover:border-accent">
            <h2 className="text-xl font-semibold">
              <Link href={lessonPath(slug)} className="underline-offset-4 hover:underline">
                {frontMatter.title}
              </Link>
            </h2>
            <p className="mt-2">{frontMatter.summary}</p>
            <p className="mt-2 text-sm text-muted">About {frontMatter.minutes} minutes</p>
            {outline && (
              <div className="mt-3">
                <CourseMap outline={outline} label={frontMatter.title} collapsed />
              </div>
            )}
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
