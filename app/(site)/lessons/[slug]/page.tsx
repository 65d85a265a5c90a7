import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LessonHeader } from "@/components/lesson/lesson-header";
import { LessonNeighbours } from "@/components/lesson/lesson-neighbours";
import { TocCollapsible, TocColumn } from "@/components/lesson/table-of-contents";
import { LessonBody } from "@/components/mdx/lesson-body";
import { listLessons, loadLesson, neighbours } from "@/lib/content/lessons";

type Props = { params: Promise<{ slug: string }> };

// Every lesson is prerendered; any other slug is a 404 without running the page.
export const dynamicParams = false;

export function generateStaticParams() {
  return listLessons().map((lesson) => ({ slug: lesson.slug }));
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
