import { loadPractice } from "@/lib/practice/load";
import { EMPTY_PRACTICE, masteryOf } from "@/lib/practice/mastery";
import { masteryWords } from "@/lib/practice/mastery-words";
import { toPublicPractice } from "@/lib/practice/public-view";
import { EMPTY_RECORD, mapCourse } from "@/lib/progress/course-map";
import { CourseMapLive, type CourseMapProps } from "./course-map-live";

/**
 * The course map of one lesson (course-map-live.tsx). Mapping a new student happens here,
 * on the server, so the browser's first load carries only the markup and the hook that
 * fetches the rest.
 */
export function CourseMap(props: CourseMapProps) {
  const { slug, parts } = props.outline;
  const practised = parts.some((part) => part.activities.some((a) => a.activity === "practice"));
  const loaded = practised ? loadPractice(slug) : null;
  const concepts = loaded
    ? toPublicPractice(slug, loaded.templates).concepts.map((concept) => {
        const mastery = masteryOf(EMPTY_PRACTICE, concept.id, 0);
        return { ...concept, state: mastery.state, words: masteryWords(mastery) };
      })
    : undefined;
  return <CourseMapLive {...props} initial={mapCourse(props.outline, EMPTY_RECORD, {})} concepts={concepts} />;
}

/**
 * The map as a lesson shows it at its foot, under its own heading: on every part page, and
 * on the embedded whole lesson, which shows every part at once (`showsAll`: each counts as
 * opened, and the outline's links go to the parts' headings on that page).
 */
export function CourseMapSection(props: CourseMapProps) {
  return (
    <section aria-labelledby="course-map-title" className="mt-10 rounded-xl border border-border p-4 sm:p-5">
      <h2 id="course-map-title" className="text-lg font-semibold">
        Your progress in this lesson
      </h2>
      <div className="mt-2">
        <CourseMap {...props} />
      </div>
    </section>
  );
}
