import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmbedBridge } from "@/components/embed/embed-bridge";
import { LessonHeader } from "@/components/lesson/lesson-header";
import { TocCollapsible, TocList } from "@/components/lesson/table-of-contents";
import { LessonBody } from "@/components/mdx/lesson-body";
import { CourseMapSection } from "@/components/progress/course-map";
import { allowedEmbedOrigins } from "@/lib/embed/embed-settings";
import { courseOutline } from "@/lib/exercise-kinds/course-outline";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";

type Props = { params: Promise<{ slug: string }> };

// The allowlist is read from the environment at request time, not baked in at build.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lesson = await loadLesson((await params).slug);
  return lesson ? { title: lesson.frontMatter.title, robots: { index: false } } : {};
}

/** The whole lesson for an iframe: no site header, same content and exercises, and the course map at the foot. */
export default async function EmbeddedLesson({ params }: Props) {
  const { slug } = await params;
  const lesson = await loadLesson(slug);
  if (!lesson) notFound();
  return (
    <article>
      <LessonHeader frontMatter={lesson.frontMatter} />
      <TocCollapsible list={<TocList headings={lesson.headings} />} alwaysCollapsible />
      <LessonBody tree={lesson.tree} slug={slug} shownFiles={lesson.shownFiles.map((file) => file.path)} />
      <EmbedBridge slug={slug} widget="lesson" allowedOrigins={allowedEmbedOrigins()} rootId="embed-root" />
      <CourseMapSection outline={courseOutline(lesson, "embed-root")} label={lesson.frontMatter.title} showsAll />
    </article>
  );
}
