import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LessonHeader } from "@/components/lesson/lesson-header";
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
        <LessonBody code={lesson.code} slug={slug} />
        <nav
          aria-label="Other lessons"
          className="no-print mt-16 grid gap-3 border-t border-border pt-6 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              href={`/lessons/${previous.slug}`}
              rel="prev"
              className="rounded-lg border border-border p-3 hover:border-accent"
            >
              <span className="block text-sm text-muted">Previous lesson</span>
              {previous.frontMatter.title}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              href={`/lessons/${next.slug}`}
              rel="next"
              className="rounded-lg border border-border p-3 text-right hover:border-accent"
            >
              <span className="block text-sm text-muted">Next lesson</span>
              {next.frontMatter.title}
            </Link>
          ) : (
            <Link href="/" className="rounded-lg border border-border p-3 text-right hover:border-accent">
              <span className="block text-sm text-muted">Finished</span>
              All lessons
            </Link>
          )}
        </nav>
      </article>
      <TocColumn headings={lesson.headings} />
    </div>
  );
}
