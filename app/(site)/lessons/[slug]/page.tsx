import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LessonProblems } from "@/components/content/lesson-problems";
import { LessonHeader } from "@/components/lesson/lesson-header";
import { LessonNeighbours } from "@/components/lesson/lesson-neighbours";
import { TocCollapsible, TocColumn } from "@/components/lesson/table-of-contents";
import { LessonBody } from "@/components/mdx/lesson-body";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { lessonErrors } from "@/lib/content/lesson-health";
import { listLessons, loadLesson, neighbours } from "@/lib/content/lessons";
import { ContentError } from "@/lib/content/problems";
import { SHOW_PROBLEMS_IN_PLACE } from "@/lib/content/show-problems-in-place";

type Props = { params: Promise<{ slug: string }> };

// Every lesson is prerendered; any other slug is a 404 without running the page.
export const dynamicParams = false;

// Every folder, readable or not: in `next dev` a broken lesson's page shows its problems.
export function generateStaticParams() {
  return listLessonSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const lesson = listLessons().find((l) => l.slug === slug);
  if (!lesson) return {};
  const { title, summary } = lesson.frontMatter;
  return {
    title,
    description: summary,
    alternates: { canonical: `/lessons/${slug}` },
    openGraph: { title, description: summary, type: "article", url: `/lessons/${slug}` },
  };
}

export default async function LessonPage({ params }: Props) {
  const { slug } = await params;
  if (!listLessonSlugs().includes(slug)) notFound();
  // The content check decides first, so the build refuses what content:check refuses.
  const errors = await lessonErrors(slug);
  if (errors.length > 0) {
    if (!SHOW_PROBLEMS_IN_PLACE) throw new ContentError(errors);
    return <LessonProblems slug={slug} problems={errors} />;
  }
  const lesson = await loadLesson(slug);
  if (!lesson) notFound();
  const { previous, next } = neighbours(slug, listLessons());

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
      <article className="min-w-0 max-w-3xl">
        <LessonHeader frontMatter={lesson.frontMatter} />
        <TocCollapsible headings={lesson.headings} />
        <LessonBody code={lesson.code} slug={slug} shownFiles={lesson.shownFiles} />
        <LessonNeighbours previous={previous} next={next} />
      </article>
      <TocColumn headings={lesson.headings} />
    </div>
  );
}
