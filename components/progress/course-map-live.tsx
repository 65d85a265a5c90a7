"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import type { ConceptId } from "@/lib/practice/concept-ids";
import type { ActivityState, CourseOutline, CourseMap as Mapped, PartState } from "@/lib/progress/course-map";
import { UNREADABLE_WORK_NOTE } from "@/lib/progress/unreadable-work-note";
import type { ConceptMastery, ShownMastery } from "./course-map-watch";

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

export type CourseMapProps = {
  outline: CourseOutline;
  /** The part this page shows, recorded as opened; none on the home page. */
  current?: string;
  /** The map's accessible name, e.g. the lesson's title. */
  label: string;
  /** The list of parts folds away behind a disclosure (the home page, where several lessons stand). */
  collapsed?: boolean;
  /** The page shows every part at once (the embedded whole lesson): each counts as opened. */
  showsAll?: boolean;
};

type Props = CourseMapProps & {
  /** A new student's map, drawn on the server: what shows until this browser's states arrive. */
  initial: Mapped;
  /** The lesson's practice concepts, shown under its practice with a new student's mastery until this browser's arrives. */
  concepts?: readonly ({ id: ConceptId; label: string } & ShownMastery)[];
};

/**
 * A lesson's parts and exercises with the student's state, a Start/Continue link to the
 * next thing to do and a one-line summary. Storage exists only in the browser, so the
 * server draws the map of a new student and the browser fills in the states after
 * hydration, in boxes of the same size (no layout shift). The code that reads storage
 * (course-map-watch.ts) is fetched only then, so it is not part of every page's first
 * load; the markup stays this component's, so an open list or a focused link survives.
 */
export function CourseMapLive({
  outline,
  current,
  label,
  collapsed = false,
  showsAll = false,
  initial,
  concepts,
}: Props) {
  const [map, setMap] = useState<Mapped>(initial);
  const [mastery, setMastery] = useState<ConceptMastery>({});
  const [ready, setReady] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the outline comes with the page; read per lesson and part
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import("./course-map-watch")
      .then(({ watchCourseMap }) => {
        if (gone) return;
        const opens = showsAll ? outline.parts.map((part) => part.id) : current ? [current] : [];
        const conceptIds = concepts?.map((concept) => concept.id);
        stop = watchCourseMap(
          outline,
          opens,
          (next, storeNote, practised) => {
            setMap(next);
            setNote(storeNote);
            setMastery(practised);
            setReady(true);
          },
          conceptIds,
        );
      })
      // Offline or a chunk gone after a deploy: the new student's map stays, as on the server.
      .catch(() => {});
    return () => {
      gone = true;
      stop?.();
    };
  }, [outline.slug, current, showsAll]);

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
                  {activity.activity === "practice" && concepts && (
                    <ul className="ml-5 list-[circle]">
                      {concepts.map((concept) => {
                        const { state, words } = mastery[concept.id] ?? concept;
                        return (
                          <li key={concept.id} data-concept={concept.id} data-mastery={state}>
                            {concept.label}: {words}
                          </li>
                        );
                      })}
                    </ul>
                  )}
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
      {note && (
        <p className="mt-2 text-xs text-muted" data-course-store-note>
          {note}
        </p>
      )}
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
