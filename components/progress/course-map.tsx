"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { browserStorage } from "@/components/storage/browser-storage";
import { RESULT_EVENT } from "@/lib/embed/protocol";
import { LOCAL_WORK } from "@/lib/exercise-kinds/local-work";
import {
  type ActivityState,
  type CourseOutline,
  EMPTY_RECORD,
  type CourseMap as Mapped,
  mapCourse,
  type PartState,
  readCourseRecord,
  updateCourseRecord,
  withOpened,
} from "@/lib/progress/course-map";
import { UNREADABLE_WORK_NOTE } from "@/lib/progress/local-work";

const PART_WORDS: Record<PartState, string> = {
  "not-started": "Not started",
  opened: "Opened",
  "in-progress": "In progress",
  done: "Done",
};
const ACTIVITY_WORDS: Record<ActivityState, string> = {
  "not-started": "not started",
  "in-progress": "in progress",
  passed: "passed",
};

type Props = {
  outline: CourseOutline;
  /** The part this page shows, recorded as opened; none on the home page. */
  current?: string;
  /** The map's accessible name, e.g. the lesson's title. */
  label: string;
  /** The list of parts folds away behind a disclosure (the home page, where several lessons stand). */
  collapsed?: boolean;
};

/**
 * A lesson's parts and exercises with the student's state, a Start/Continue link to the
 * next thing to do and a one-line summary. Storage exists only in the browser, so the
 * server draws the map of a new student and the browser fills in the states after
 * hydration, in boxes of the same size (no layout shift); a grade on this page (the
 * result event) redraws it.
 */
export function CourseMap({ outline, current, label, collapsed = false }: Props) {
  const [map, setMap] = useState<Mapped>(() => mapCourse(outline, EMPTY_RECORD, {}));
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the outline comes with the page; read per lesson and part
  useEffect(() => {
    const store = browserStorage();
    const draw = () => {
      const record = readCourseRecord(store, outline.slug);
      const work = Object.entries(LOCAL_WORK).map(([activity, read]) => [activity, read(store, outline.slug)]);
      setMap(mapCourse(outline, record, Object.fromEntries(work)));
      setReady(true);
    };
    if (current) updateCourseRecord(store, outline.slug, (record) => withOpened(record, current));
    draw();
    window.addEventListener(RESULT_EVENT, draw);
    return () => window.removeEventListener(RESULT_EVENT, draw);
  }, [outline.slug, current]);

  const { summary, next } = map;
  const list = (
    <ol className="mt-3 space-y-1 text-sm">
      {map.parts.map((part, index) => (
        <li key={part.id} data-part={part.id} data-state={part.state}>
          <Link
            href={part.path}
            className="underline underline-offset-2"
            aria-current={part.id === current ? "page" : undefined}
          >
            {index + 1}. {part.title}
          </Link>{" "}
          <span className="text-muted">· {PART_WORDS[part.state]}</span>
          {part.activities.length > 0 && (
            <ul className="ml-5 list-disc">
              {part.activities.map((activity) => (
                <li key={activity.activity} data-activity={activity.activity} data-state={activity.state}>
                  {activity.label}: {ACTIVITY_WORDS[activity.state]}
                  {activity.verdict
                    ? ` (last ${activity.verdict.score} of ${activity.verdict.max}, best ${activity.verdict.best})`
                    : activity.work.detail && ` (${activity.work.detail})`}
                  {activity.work.unreadable && ` (${UNREADABLE_WORK_NOTE})`}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
  return (
    <nav aria-label={`Your progress: ${label}`} data-course-map={outline.slug} data-ready={ready || undefined}>
      <p className="text-sm" data-course-summary>
        {summary.done} of {summary.parts} parts done
        {summary.exercises > 0 && ` · ${summary.passed} of ${summary.exercises} graded exercises passed`}
      </p>
      {/* Two lines on a phone, where "Start: …" with a long title wraps: nothing below may move. The summary gives the counts. */}
      <p className="mt-2 min-h-[4rem] sm:min-h-[2.5rem]">
        {next ? (
          <Link
            href={next.path}
            className="inline-block rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg"
            data-course-next
          >
            {next.verb}: {next.title}
          </Link>
        ) : (
          <span className="font-semibold" data-course-next>
            Lesson complete.
          </span>
        )}
      </p>
      {collapsed ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">Parts and exercises</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </nav>
  );
}
