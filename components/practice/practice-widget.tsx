"use client";

import { type FormEvent, useEffect, useLayoutEffect, useState } from "react";
import type { IslandWidgetProps } from "@/components/islands/lazy-island";
import { browserStorage } from "@/components/storage/browser-storage";
import { gradingFields } from "@/lib/embed/grading-context";
import type { ConceptId } from "@/lib/practice/concept-ids";
import {
  EMPTY_PRACTICE,
  masteryOf,
  PRACTICE_EVENT,
  PRACTICE_RECORD_VERSION,
  type PracticeRecord,
  parsePracticeRecord,
  practiceKey,
  withAnswer,
} from "@/lib/practice/mastery";
import { masteryWords } from "@/lib/practice/mastery-words";
import type { PublicPractice } from "@/lib/practice/public-view";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";
import { type AnswerResponse, type DrawResponse, postPractice } from "./post-practice";
import { PracticeItem } from "./practice-item";
import { PracticeFrame, practiceIds } from "./practice-parts";

type Props = IslandWidgetProps & { view: PublicPractice };

/** The interactive practice, loaded on first intent: state and requests here, markup in the parts. */
export function PracticeWidget({ view, onReady }: Props) {
  const key = practiceKey(view.slug);
  const [record, setRecord] = useState<PracticeRecord>(EMPTY_PRACTICE);
  const [concept, setConcept] = useState<ConceptId | undefined>();
  const [drawn, setDrawResponse] = useState<DrawResponse | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<AnswerResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusId, setFocusId] = useState<string | null>(null);

  const read = () =>
    loadVersioned(browserStorage(), key, PRACTICE_RECORD_VERSION, parsePracticeRecord, EMPTY_PRACTICE).value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read storage once per lesson
  useEffect(() => {
    setRecord(read());
    onReady();
  }, [key, onReady]);

  // Focus moves only once the DOM shows what it moves to (the new prompt, the verdict).
  useLayoutEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  async function draw(conceptId: ConceptId) {
    if (busy) return;
    setBusy(true);
    setError(null);
    // With the session, if any: the item is then the learner's own (docs/practice.md).
    const posted = await postPractice<DrawResponse>(view.slug, {
      op: "draw",
      concept: conceptId,
      ...gradingFields("practice", view.slug),
    });
    setBusy(false);
    if (!posted.ok) {
      setError(`No item could be drawn (${posted.message}). Try again.`);
      return;
    }
    setConcept(conceptId);
    setDrawResponse(posted.value);
    setChoice(null);
    setVerdict(null);
    setAnnouncement("");
    setFocusId(practiceIds.prompt);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    if (busy || !drawn || verdict) return;
    if (choice === null) {
      setError("Choose an answer first.");
      return;
    }
    setBusy(true);
    setError(null);
    const { ticket, item } = drawn;
    const posted = await postPractice<AnswerResponse>(view.slug, {
      op: "answer",
      concept: item.concept,
      ticket,
      answer: choice,
      // A launch or class session lets the server keep the answer for the learner's course.
      ...gradingFields("practice", view.slug),
    });
    setBusy(false);
    if (!posted.ok) {
      setError(`Your answer could not be checked (${posted.message}). It is still chosen; try again.`);
      return;
    }
    // Mastery moves on the server's verdict only, against what storage holds now (another tab may have written).
    const next = withAnswer(read(), item.concept, ticket, posted.value.right, Date.now());
    saveVersioned(browserStorage(), key, PRACTICE_RECORD_VERSION, next);
    window.dispatchEvent(new Event(PRACTICE_EVENT));
    setRecord(next);
    setVerdict(posted.value);
    const after = masteryWords(masteryOf(next, item.concept, Date.now()));
    setAnnouncement(`${posted.value.right ? "Right." : "Not right."} The answer: ${posted.value.keyText}. ${after}.`);
    setFocusId(practiceIds.feedback);
  }

  const mastery = (conceptId: ConceptId) => masteryOf(record, conceptId, Date.now());
  return (
    <PracticeFrame view={view} mastery={mastery} current={concept} onPick={draw} announcement={announcement}>
      {drawn ? (
        <PracticeItem
          drawn={drawn}
          choice={choice}
          verdict={verdict}
          masteryAfter={masteryWords(mastery(drawn.item.concept))}
          busy={busy}
          error={error}
          onChoose={(id) => {
            setChoice(id);
            setError(null);
          }}
          onCheck={check}
          onNext={() => concept && draw(concept)}
        />
      ) : (
        error && (
          <p role="alert" className="mt-3 rounded-lg border border-border bg-surface p-3">
            {error}
          </p>
        )
      )}
    </PracticeFrame>
  );
}
