import type { Metadata } from "next";
import { LessonPartPage, lessonPartMetadata } from "@/components/lesson/lesson-part-page";
import { listLessons } from "@/lib/content/lessons";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";

type Props = { params: Promise<{ slug: string; part: string }> };

// Every later part is prerendered; any other address is the site's 404.
export const dynamicParams = false;

export async function generateStaticParams() {
  const lessons = await Promise.all(listLessons().map((lesson) => loadLesson(lesson.slug)));
  return lessons.flatMap((lesson) =>
    lesson ? lesson.parts.slice(1).map((part) => ({ slug: lesson.slug, part: part.id })) : [],
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, part } = await params;
  return lessonPartMetadata(slug, part);
}

/** The second and later parts of a lesson: /lessons/<slug>/<part id>. */
export default async function LessonPartRoute({ params }: Props) {
  const { slug, part } = await params;
  return <LessonPartPage slug={slug} partId={part} />;
}
