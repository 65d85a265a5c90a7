/**
 * A lesson's outline for the course map (lib/progress/course-map.ts): its parts, and in
 * each the registered exercises its body shows there. Server-only (it parses lesson.mdx);
 * the outline is plain data handed to the map's client component.
 */
import { partOf } from "@/lib/content/lesson-parts";
import type { Lesson } from "@/lib/content/lessons";
import { outlineLesson } from "@/lib/content/tag-uses";
import type { CourseOutline } from "@/lib/progress/course-map";
import { EXERCISE_KINDS } from "./registry";

/**
 * `topAnchor`, for a lesson shown whole on one page (the embed): each part then links to
 * the heading it starts at on that page, and the first part to the element with this id.
 */
export function courseOutline(lesson: Pick<Lesson, "slug" | "body" | "parts">, topAnchor?: string): CourseOutline {
  const uses = outlineLesson(lesson.body)?.uses ?? [];
  const placed = uses.flatMap((use) => {
    const kind = EXERCISE_KINDS.find((k) => k.tag === use.name);
    if (!kind) return [];
    const { activity, label, graded } = kind as { activity: string; label: string; graded?: false };
    return [{ part: partOf(lesson.parts, use.section ?? "").id, activity, label, ...(graded === false && { graded }) }];
  });
  return {
    slug: lesson.slug,
    parts: lesson.parts.map((part) => ({
      id: part.id,
      title: part.title,
      path: topAnchor === undefined ? part.path : `#${part.from ?? topAnchor}`,
      activities: placed.filter((p) => p.part === part.id).map(({ part: _, ...activity }) => activity),
    })),
  };
}
