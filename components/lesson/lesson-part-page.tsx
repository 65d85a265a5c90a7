import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClassNotice } from "@/components/classes/class-notice";
import { LessonProblems } from "@/components/content/lesson-problems";
import { LessonBody } from "@/components/mdx/lesson-body";
import { CourseMapSection } from "@/components/progress/course-map";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { type Lesson, listLessons, neighbours } from "@/lib/content/lessons";
import { SHOW_PROBLEMS_IN_PLACE } from "@/lib/content/show-problems-in-place";
import { courseOutline } from "@/lib/exercise-kinds/course-outline";
import { problemsToShowInPlace } from "@/lib/exercise-kinds/lesson-health";
import { loadLesson } from "@/lib/exercise-kinds/lesson-tags";
import { LessonHeader } from "./lesson-header";
import { LessonNeighbours } from "./lesson-neighbours";
import { PartLine, PartList, PartPager } from "./part-nav";
import { TocCollapsible, TocColumn, TocList } from "./table-of-contents";

/** The part `partId` names (a later part), or the first part when it is undefined; `undefined` for no such part. */
export function findPart(lesson: Pick<Lesson, "parts">, partId?: string) {
  return partId === undefined ? lesson.parts[0] : lesson.parts.slice(1).find((part) => part.id === partId);
}

/** Title, description and canonical address of one part's page. */
export async function lessonPartMetadata(slug: string, partId?: string): Promise<Metadata> {
  const lesson = await loadLesson(slug);
  const part = lesson ? findPart(lesson, partId) : undefined;
  if (!lesson || !part) return {};
  const { summary } = lesson.frontMatter;
  const title = part.number === 1 ? lesson.frontMatter.title : `${part.title} · ${lesson.frontMatter.title}`;
  return {
    title,
    description: summary,
    alternates: { canonical: part.path },
    openGraph: { title, description: summary, type: "article", url: part.path },
  };
}

/**
 * One page of a lesson: the whole lesson when it has no parts, else the part asked for,
 * with the list of parts, its own table of contents and links to the parts around it.
 */
export async function LessonPartPage({ slug, partId }: { slug: string; partId?: string }) {
  if (!listLessonSlugs().includes(slug)) notFound();
  // The content check decides first, so the build refuses what content:check refuses.
  const errors = await problemsToShowInPlace(slug, SHOW_PROBLEMS_IN_PLACE);
  if (errors.length > 0) return <LessonProblems slug={slug} problems={errors} />;
  const lesson = await loadLesson(slug);
  const part = lesson ? findPart(lesson, partId) : undefined;
  if (!lesson || !part) notFound();
  const { previous, next } = neighbours(slug, listLessons());
  const cut = lesson.parts.length > 1;
  const toc = <TocList headings={part.headings} parts={cut ? { all: lesson.parts, current: part } : undefined} />;
  const shownFiles = lesson.shownFiles.filter((file) => file.part === part.id).map((file) => file.path);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
      <article className="min-w-0 max-w-3xl">
        <LessonHeader frontMatter={lesson.frontMatter} brief={part.number > 1}>
          {cut ? (
            <>
              <PartLine total={lesson.parts.length} current={part} />
              <PartList parts={lesson.parts} current={part} />
            </>
          ) : null}
        </LessonHeader>
        <ClassNotice />
        <TocCollapsible list={toc} parts={cut} />
        <LessonBody tree={lesson.tree} slug={slug} shownFiles={shownFiles} part={cut ? part.id : undefined} />
        {cut ? <PartPager parts={lesson.parts} current={part} /> : null}
        <CourseMapSection outline={courseOutline(lesson)} current={part.id} label={lesson.frontMatter.title} />
        <LessonNeighbours previous={previous} next={next} />
      </article>
      <TocColumn list={toc} />
    </div>
  );
}
