import { EMPTY_RECORD, mapCourse } from "@/lib/progress/course-map";
import { CourseMapLive, type CourseMapProps } from "./course-map-live";

/**
 * The course map of one lesson (course-map-live.tsx). Mapping a new student happens here,
 * on the server, so the browser's first load carries only the markup and the hook that
 * fetches the rest.
 */
export function CourseMap(props: CourseMapProps) {
  return <CourseMapLive {...props} initial={mapCourse(props.outline, EMPTY_RECORD, {})} />;
}
