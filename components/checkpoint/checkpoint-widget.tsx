"use client";

import { type FormEvent, useCallback, useEffect, useLayoutEffect, useState } from "react";
import { emitResult } from "@/components/embed/emit-result";
import type { IslandWidgetProps } from "@/components/islands/lazy-island";
import { browserStorage, writeStored } from "@/components/storage/browser-storage";
import { activityOpened, gradingFields, rememberToken } from "@/lib/embed/grading-context";
import { applyServedOrder } from "@/lib/exercises/checkpoint/apply-order";
import {
  type Answers,
  ATTEMPTS_VERSION,
  attemptsKey,
  keepRightAnswers,
  moveAnnouncement,
  moveItem,
  NO_ATTEMPTS,
  parseAttemptHistory,
  recordAttempt,
  savedResultKey,
  unansweredAlert,
  unansweredIds,
  unansweredLead,
} from "@/lib/exercises/checkpoint/attempts";
import { CHECKPOINT_FIXED_IDS, type CheckpointDomId } from "@/lib/exercises/checkpoint/dom-ids";
import type { DrawResponse, GradeResponse } from "@/lib/exercises/checkpoint/handle-post";
import type { PublicCheckpoint, PublicQuestion, ServedOrder } from "@/lib/exercises/checkpoint/public-view";
import {
  parseSavedResult,
  SAVED_RESULT_UNREADABLE,
  SAVED_RESULT_VERSION,
  type ShownResult,
  withoutToken,
} from "@/lib/exercises/checkpoint/saved-result";
import { loadVersioned, STORAGE_BLOCKED_NOTICE, saveVersioned } from "@/lib/progress/versioned-store";
import { CheckpointForm, FormMessage, ids } from "./checkpoint-form";
import { QuestionFeedback } from "./question-feedback";
import { ResultsSummary } from "./results-summary";

type Props = IslandWidgetProps<CheckpointDomId> & {
  view: PublicCheckpoint;
  codeHtml: Record<string, string>;
  /** The version of checkpoint.yaml this page shows; a saved pass of another version is set aside. */
  contentVersion: string;
};

const orderOf = (questions: PublicQuestion[]): Answers =>
  Object.fromEntries(questions.filter((q) => q.steps).map((q) => [q.id, (q.steps ?? []).map((s) => s.id)]));

/** The order each question's options or steps are on screen in, as the server served them. */
const servedOf = (questions: PublicQuestion[]): ServedOrder =>
  Object.fromEntries(questions.map((q) => [q.id, (q.options ?? q.steps ?? []).map((item) => item.id)]));

/** The options ticked in the static form before the widget took over. */
const tickedIn = (questions: PublicQuestion[], checked: Readonly<Record<CheckpointDomId, boolean>>): Answers =>
  Object.fromEntries(
    questions
      .map((q) => [q.id, (q.options ?? []).filter((o) => checked[ids.option(q.id, o.id)]).map((o) => o.id)] as const)
      .filter(([, ticked]) => ticked.length > 0),
  );

/** The interactive checkpoint, loaded on first intent; state lives here, markup in CheckpointForm. */
export function CheckpointWidget({ view, codeHtml, contentVersion, handover, onReady }: Props) {
  const [questions, setQuestions] = useState(view.questions);
  const [answers, setAnswers] = useState<Answers>(() => ({
    ...orderOf(view.questions),
    ...tickedIn(view.questions, handover.checked),
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [flagged, setFlagged] = useState<string[]>([]);
  const [result, setResult] = useState<ShownResult | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState(NO_ATTEMPTS);
  const [notice, setNotice] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  // Said once per submit that finds questions left; `submit` remounts it so a repeat is said again.
  const [leftAlert, setLeftAlert] = useState<{ submit: number; text: string } | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string; fallback?: string } | null>(null);
  // Set when the result on screen was read back from storage, not graded on this visit.
  const [restored, setRestored] = useState(false);
  const [storageRead, setStorageRead] = useState(false);
  // This attempt's drawn questions, for a checkpoint that draws them (docs/practice.md).
  const [drawn, setDrawn] = useState<DrawResponse | null>(null);
  const [drawing, setDrawing] = useState<"idle" | "busy" | "failed">("idle");
  // "Check my answers" pressed before this attempt's questions arrived: checked once they do.
  const [checkWhenDrawn, setCheckWhenDrawn] = useState(false);
  const all = drawn ? [...questions, ...drawn.questions] : questions;
  const key = attemptsKey(view.slug);
  const savedKey = savedResultKey(view.slug);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read storage once per lesson; the questions come with the page
  useEffect(() => {
    const loaded = loadVersioned(browserStorage(), key, ATTEMPTS_VERSION, parseAttemptHistory, NO_ATTEMPTS);
    setHistory(loaded.value);
    const ids = view.questions.map((q) => q.id);
    const loadedSaved = loadVersioned(
      browserStorage(),
      savedKey,
      SAVED_RESULT_VERSION,
      (d) => parseSavedResult(d, ids, contentVersion),
      null,
    );
    const saved = loadedSaved.value;
    if (saved) {
      const served = saved.order ? applyServedOrder(view.questions, saved.order) : view.questions;
      setQuestions(served);
      // Ticks made on the static form during this visit are newer than the saved draft.
      setAnswers({ ...orderOf(served), ...saved.answers, ...tickedIn(view.questions, handover.checked) });
      setTouched(new Set(saved.touched));
      setResult(saved.result);
      if (saved.drawn) setDrawn(saved.drawn);
      // No token comes back from storage (saved-result.ts): the next attempt starts a new chain.
      setRestored(saved.result !== null);
    }
    const unreadable =
      loadedSaved.notice && loadedSaved.notice !== STORAGE_BLOCKED_NOTICE ? SAVED_RESULT_UNREADABLE : undefined;
    setNotice([loaded.notice, unreadable].filter(Boolean).join(" ") || undefined);
    setStorageRead(true);
  }, [key, savedKey, contentVersion]);

  // The work on screen is written as it changes, so a reload or Back right after an answer
  // keeps it. React runs this effect before the event that caused the change returns.
  // A form nobody has touched is not work: nothing is kept, so a pointer that only woke the
  // widget neither marks the checkpoint started nor makes later visits load it at once.
  useEffect(() => {
    if (!storageRead) return;
    const blank =
      result === null && touched.size === 0 && all.every((q) => q.kind === "order" || !answers[q.id]?.length);
    if (blank) {
      writeStored(savedKey, null);
      return;
    }
    const order = servedOf(questions);
    const work = { result, answers, touched: [...touched], order, contentVersion, ...(drawn && { drawn }) };
    const saved = saveVersioned(browserStorage(), savedKey, SAVED_RESULT_VERSION, work);
    if (!saved.ok) setNotice((shown) => shown ?? saved.notice);
  }, [storageRead, result, answers, touched, questions, all, drawn, contentVersion, savedKey]);

  /**
   * Asks the server for this attempt's drawn questions; the answers to the others stay as they
   * are. With `focusFirst`, focus goes to the first of them once they are here.
   */
  const draw = useCallback(
    async (focusFirst = false) => {
      setDrawing("busy");
      try {
        const response = await fetch(`/api/lessons/${view.slug}/checkpoint`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ op: "draw" }),
        });
        const json = await response.json().catch(() => null);
        if (!response.ok || !json) throw new Error(json?.error?.message ?? `The server answered ${response.status}.`);
        const arrived = json as DrawResponse;
        setDrawn(arrived);
        setDrawing("idle");
        if (focusFirst && arrived.questions[0]) setFocusTarget({ id: ids.question(arrived.questions[0].id) });
        const first = view.questions.length + 1;
        setAnnouncement(
          `${arrived.questions.length} questions drawn for this attempt: questions ${first} to ${first + arrived.questions.length - 1}.`,
        );
      } catch (failure) {
        setDrawing("failed");
        setCheckWhenDrawn(false);
        setError(`This attempt's drawn questions could not be fetched: ${(failure as Error).message}`);
      }
    },
    [view.slug, view.questions.length],
  );

  // A checkpoint that draws questions fetches them once storage is read, unless it kept some
  // or shows a result (a result saved before it drew keeps its questions; Try again draws).
  useEffect(() => {
    if (storageRead && view.draws && !drawn && drawing === "idle" && result === null) void draw();
  }, [storageRead, view.draws, drawn, drawing, result, draw]);

  // Presses made on the placeholder are replayed as soon as this says so (lazy-island.tsx):
  // only after the render that shows what storage held, so they act on the restored answers.
  useEffect(() => {
    if (!storageRead) return;
    activityOpened("checkpoint", view.slug);
    onReady();
  }, [storageRead, onReady, view.slug]);

  // Focus moves only after the DOM shows the new state (a moved step, a flag, the results).
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget.id) as HTMLButtonElement | null;
    const usable =
      element && !element.disabled
        ? element
        : focusTarget.fallback
          ? document.getElementById(focusTarget.fallback)
          : null;
    usable?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const unanswered = unansweredIds(all, answers, touched);

  function toggle(questionId: string, optionId: string, checked: boolean, single: boolean) {
    setAnswers((current) => {
      const previous = current[questionId] ?? [];
      const next = single ? [optionId] : checked ? [...previous, optionId] : previous.filter((id) => id !== optionId);
      return { ...current, [questionId]: next };
    });
    setFlagged((current) => current.filter((id) => id !== questionId));
  }

  function move(questionId: string, index: number, delta: number) {
    const order = answers[questionId] ?? [];
    const stepId = order[index];
    const next = moveItem(order, index, delta);
    const step = all.find((q) => q.id === questionId)?.steps?.find((s) => s.id === stepId);
    setAnswers({ ...answers, [questionId]: next });
    markTouched(questionId);
    setAnnouncement(moveAnnouncement(step?.text ?? "", next.indexOf(stepId ?? "") + 1, next.length));
    if (stepId) {
      const dir = delta < 0 ? "up" : "down";
      setFocusTarget({
        id: ids.move(questionId, stepId, dir),
        fallback: ids.move(questionId, stepId, dir === "up" ? "down" : "up"),
      });
    }
  }

  function markTouched(questionId: string) {
    setTouched((current) => new Set(current).add(questionId));
    setFlagged((current) => current.filter((id) => id !== questionId));
  }

  const submit = useCallback(
    async (event?: FormEvent | { preventDefault(): void }) => {
      event?.preventDefault();
      if (sending) return;
      setError(null);
      if (view.draws && !drawn) {
        // The check waits for this attempt's drawn questions (a press replayed as the widget
        // wakes comes before them), asking for them again after a failed fetch.
        setCheckWhenDrawn(true);
        if (drawing === "failed") void draw();
        return;
      }
      if (unanswered.length > 0) {
        const numbers = unanswered.map((id) => all.findIndex((q) => q.id === id) + 1);
        setLeftAlert((last) => ({ submit: (last?.submit ?? 0) + 1, text: unansweredAlert(numbers) }));
        setFlagged(unanswered);
        setFocusTarget({ id: ids.question(unanswered[0] ?? "") });
        return;
      }
      setLeftAlert(null);
      const body = Object.fromEntries(Object.entries(answers).filter(([, ids]) => ids.length > 0));
      setSending(true);
      try {
        const response = await fetch(`/api/lessons/${view.slug}/checkpoint`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            answers: body,
            ...(drawn && { ticket: drawn.ticket }),
            ...gradingFields("checkpoint", view.slug),
          }),
        });
        const json = await response.json().catch(() => null);
        // A draw graded already (in another tab) or too old: new questions replace it, the other answers stay.
        if (response.status === 409 && drawn) {
          const stale = new Set(drawn.questions.map((q) => q.id));
          setAnswers((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !stale.has(id))));
          setDrawn(null);
          setDrawing("idle");
          setCheckWhenDrawn(false);
          setError(
            `${json?.error?.message ?? "These drawn questions can no longer be graded."} New ones are drawn below; your other answers are kept.`,
          );
          return;
        }
        if (!response.ok || !json) throw new Error(json?.error?.message ?? `The server answered ${response.status}.`);
        const graded = json as GradeResponse;
        rememberToken("checkpoint", view.slug, graded.token);
        // Read the saved history afresh: a submit replayed during loading would see stale state.
        const saved = loadVersioned(browserStorage(), key, ATTEMPTS_VERSION, parseAttemptHistory, history).value;
        const nextHistory = recordAttempt(saved, graded.percent, graded.passed);
        setHistory(nextHistory);
        const stored = saveVersioned(browserStorage(), key, ATTEMPTS_VERSION, nextHistory);
        if (!stored.ok) setNotice(`${stored.notice} Your score is shown below.`);
        setResult(withoutToken(graded));
        setRestored(false);
        setFocusTarget({ id: CHECKPOINT_FIXED_IDS.resultTitle });
        emitResult({
          kind: "checkpoint",
          slug: view.slug,
          score: graded.score,
          max: graded.max,
          passed: graded.passed,
          scoreToken: graded.token,
        });
      } catch (failure) {
        setError(`Your answers could not be checked: ${(failure as Error).message} They are still here; try again.`);
      } finally {
        setSending(false);
      }
    },
    [answers, history, key, all, sending, unanswered, view.slug, view.draws, drawn, drawing, draw],
  );

  useEffect(() => {
    if (!checkWhenDrawn || !drawn) return;
    setCheckWhenDrawn(false);
    void submit();
  }, [checkWhenDrawn, drawn, submit]);

  /** "Try again": the right answers stay unless the student asks for a blank form. */
  function retry(keep: boolean) {
    // The server sent this attempt's order with the grade; the browser never shuffles.
    const shuffled = result ? applyServedOrder(view.questions, result.nextOrder) : questions;
    // A drawn question's answer never carries over: the next attempt draws new ones.
    const authored = new Set(view.questions.map((q) => q.id));
    const right = new Set(
      keep ? (result?.questions ?? []).filter((q) => q.correct && authored.has(q.id)).map((q) => q.id) : [],
    );
    const next = keepRightAnswers(right, answers, touched, orderOf(shuffled));
    setQuestions(shuffled);
    setDrawn(null);
    setDrawing("idle");
    setCheckWhenDrawn(false);
    setAnswers(next.answers);
    setTouched(next.touched);
    setFlagged([]);
    setLeftAlert(null);
    setResult(null);
    setRestored(false);
    setAnnouncement(
      right.size > 0
        ? `New attempt: your ${right.size} right answers are kept; the options are in a new order.`
        : "New attempt: the options are in a new order.",
    );
    setFocusTarget({ id: ids.question(shuffled.find((q) => !right.has(q.id))?.id ?? shuffled[0]?.id ?? "") });
  }

  const messages = (
    <>
      {notice && <FormMessage kind="note">{notice}</FormMessage>}
      {leftAlert && (
        <p key={leftAlert.submit} role="alert" className="sr-only">
          {leftAlert.text}
        </p>
      )}
      {/* Not live: it shrinks with every answer given, and each change would interrupt again. */}
      {flagged.length > 0 && (
        <FormMessage kind="flag" id={CHECKPOINT_FIXED_IDS.unanswered} live={false}>
          {unansweredLead(flagged.length)}
          {flagged.map((id, i) => (
            <span key={id}>
              {i > 0 && ", "}
              <a className="text-accent underline underline-offset-2" href={`#${ids.question(id)}`}>
                Question {all.findIndex((q) => q.id === id) + 1}
              </a>
            </span>
          ))}
          .
        </FormMessage>
      )}
      {error && <FormMessage kind="wrong">{error}</FormMessage>}
    </>
  );

  const results = new Map(result?.questions.map((q) => [q.id, q]));
  return (
    <CheckpointForm
      view={view}
      codeHtml={codeHtml}
      questions={all}
      answers={answers}
      answered={all.length - unanswered.length}
      drawing={drawing === "idle" ? undefined : drawing}
      onDrawAgain={() => {
        // The button goes while they are fetched: focus waits on the note that stays, then moves to them.
        setFocusTarget({ id: CHECKPOINT_FIXED_IDS.drawNote });
        void draw(true);
      }}
      flagged={flagged}
      result={result}
      feedback={(question) => {
        const graded = results.get(question.id);
        return graded && <QuestionFeedback question={question} result={graded} />;
      }}
      sending={sending}
      messages={messages}
      announcement={announcement}
      summary={
        result && (
          <ResultsSummary result={result} questions={all} history={history} restored={restored} onRetry={retry} />
        )
      }
      onToggle={toggle}
      onMove={move}
      onKeep={(questionId) => {
        markTouched(questionId);
        setAnnouncement("This order is kept as your answer.");
      }}
      onSubmit={submit}
    />
  );
}
