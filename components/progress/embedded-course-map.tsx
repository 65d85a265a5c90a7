"use client";

import { useLayoutEffect } from "react";
import { browserStorage } from "@/components/storage/browser-storage";
import { type CourseOutline, updateCourseRecord, withOpened } from "@/lib/progress/course-map";
import { CourseMap } from "./course-map";

type Props = { outline: CourseOutline; label: string };

/**
 * The course map at the foot of the embedded whole lesson (a course site's frame, an LTI
 * lesson launch). The page shows every part at once, so each counts as opened, and the
 * outline's links go to the parts' headings on this page. NOTE: a layout effect, so the
 * parts are recorded before the map's own (passive) effect first reads the record.
 */
export function EmbeddedCourseMap({ outline, label }: Props) {
  useLayoutEffect(() => {
    updateCourseRecord(browserStorage(), outline.slug, (record) =>
      outline.parts.reduce((opened, part) => withOpened(opened, part.id), record),
    );
  }, [outline]);
  return (
    <section aria-labelledby="course-map-title" className="mt-10 rounded-xl border border-border p-4 sm:p-5">
      <h2 id="course-map-title" className="text-lg font-semibold">
        Your progress in this lesson
      </h2>
      <div className="mt-2">
        <CourseMap outline={outline} label={label} />
      </div>
    </section>
  );
}
