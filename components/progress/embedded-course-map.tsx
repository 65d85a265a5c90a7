import type { CourseOutline } from "@/lib/progress/course-map";
import { CourseMap } from "./course-map";

type Props = { outline: CourseOutline; label: string };

/**
 * The course map at the foot of the embedded whole lesson (a course site's frame, an LTI
 * lesson launch). The page shows every part at once, so each counts as opened, and the
 * outline's links go to the parts' headings on this page.
 */
export function EmbeddedCourseMap({ outline, label }: Props) {
  return (
    <section aria-labelledby="course-map-title" className="mt-10 rounded-xl border border-border p-4 sm:p-5">
      <h2 id="course-map-title" className="text-lg font-semibold">
        Your progress in this lesson
      </h2>
      <div className="mt-2">
        <CourseMap outline={outline} label={label} showsAll />
      </div>
    </section>
  );
}
