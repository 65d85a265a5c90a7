import type { Metadata } from "next";
import { LessonPartPage, lessonPartMetadata } from "@/components/lesson/lesson-part-page";
import { listLessonSlugs } from "@/lib/content/lesson-files";

type Props = { params: Promise<{ slug: string }> };

// Every lesson is prerendered; any other slug is a 404 without running the page.
export const dynamicParams = false;

// Every folder, readable or not: in `next dev` a broken lesson's page shows its problems.
export function generateStaticParams() {
  return listLessonSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return lessonPartMetadata((await params).slug);
}

/** A lesson's first page: the whole lesson, or its first part. */
export default async function LessonPage({ params }: Props) {
  return <LessonPartPage slug={(await params).slug} />;
}
