"use client";

import type { Diagnostic } from "@codemirror/lint";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { emitResult } from "@/components/embed/emit-result";
import type { IslandWidgetProps } from "@/components/islands/lazy-island";
import { browserStorage } from "@/components/storage/browser-storage";
import { activityOpened, gradingFields, rememberToken } from "@/lib/embed/grading-context";
import type { AnyKataVerdict } from "@/lib/kata/grader-rules";
import { refusalText } from "@/lib/kata/ui/announcements";
import { type CheckResult, toCheckResult } from "@/lib/kata/ui/check-result";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { DRAFT_VERSION, draftKey, parseDraft, resetLosesWork } from "@/lib/kata/ui/draft";
import { KataGradeSchema, KataRevealSchema } from "@/lib/kata/ui/grade-response";
import type { KataView } from "@/lib/kata/ui/load-kata";
import { rangeAt } from "@/lib/kata/ui/syntax-diagnostic";
import type { WatchdogGrader } from "@/lib/kata/ui/watchdog-grader";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";
import { type Comparison, KataCompare } from "./kata-compare";
import { KataEditor, type KataEditorHandle } from "./kata-editor";
import { KataFrame } from "./kata-frame";
import { KataReset, type ResetState } from "./kata-reset";
import { headlineOf, KataResults } from "./kata-results";
import { createKataGrader } from "./kata-worker";

type Props = IslandWidgetProps & { kata: KataView };

/** The live kata, loaded on first intent: the editor, the draft, and checks in a worker behind a watchdog. */
export function KataWidget({ kata, onReady }: Props) {
  const key = draftKey(kata.slug);
  // The widget only ever renders in the browser (after the swap), so storage is read at once
  // and the editor starts with the draft: no flash of the starter, nothing to merge later.
  const [loaded] = useState(() =>
    loadVersioned(browserStorage(), key, DRAFT_VERSION, parseDraft, { source: kata.starter }),
  );
  const source = useRef(loaded.value.source);
  const editor = useRef<KataEditorHandle | null>(null);
  const grader = useRef<WatchdogGrader | null>(null);
  const [notice, setNotice] = useState(loaded.notice);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [diagnostic, setDiagnostic] = useState<Diagnostic | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [reset, setReset] = useState<ResetState>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // The layer of the last passing server grade: what the reference is shown beside.
  const passedSource = useRef<string | null>(null);
  const [comparison, setComparison] = useState<Comparison>(null);
  const [comparing, setComparing] = useState(false);

  useEffect(() => {
    const created = createKataGrader();
    grader.current = created;
    // The student is here: load the checker in a spare worker now, so the first check is warm.
    created.warm();
    activityOpened("kata", kata.slug);
    onReady();
    return () => created.dispose();
  }, [onReady, kata.slug]);

  // Focus moves after the DOM shows what it points at (results, the confirmation).
  useLayoutEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === KATA_IDS.editorFocus) editor.current?.focus();
    else document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const save = useCallback(
    (text: string) => {
      source.current = text;
      const saved = saveVersioned(browserStorage(), key, DRAFT_VERSION, { source: text });
      setNotice(saved.ok ? undefined : saved.notice);
    },
    [key],
  );

  const show = useCallback(
    (next: CheckResult, text: string) => {
      setDiagnostic(next.kind === "verdict" ? syntaxDiagnostic(next.verdict, text) : null);
      passedSource.current = next.kind === "verdict" && next.grade?.passed ? text : null;
      setComparison(null);
      setResult(next);
      setAnnouncement(headlineOf(next, kata.rules));
      setFocusTarget(KATA_IDS.resultTitle);
    },
    [kata.rules],
  );

  const check = useCallback(async () => {
    const running = grader.current;
    if (checking || submitting || !running) return;
    setChecking(true);
    setAnnouncement(kata.grader === "translator" ? "Checking your translator." : "Checking your layer.");
    const text = source.current;
    // Saved even when unchanged: a failed rule links to the sandbox, which runs the saved draft.
    save(text);
    const next = toCheckResult(await running.check(text, kata.grader));
    setChecking(false);
    show(next, text);
  }, [checking, submitting, show, save, kata.grader]);

  const submit = useCallback(async () => {
    if (checking || submitting) return;
    setSubmitting(true);
    setAnnouncement("Sending your layer to the server to be graded.");
    const text = source.current;
    const started = performance.now();
    try {
      const response = await fetch(`/api/lessons/${kata.slug}/kata`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ source: text, ...gradingFields("kata", kata.slug) }),
      });
      const json = await response.json().catch(() => null);
      if (!response.ok) throw new Error(json?.error?.message ?? `The server answered ${response.status}.`);
      const parsed = KataGradeSchema.safeParse(json);
      if (!parsed.success) throw new Error("The server's answer could not be read.");
      const grade = parsed.data;
      rememberToken("kata", kata.slug, grade.token);
      show({ kind: "verdict", verdict: grade.verdict, elapsedMs: performance.now() - started, grade }, text);
      // Only a submission that counted as an attempt (it came with a token) is reported.
      if (grade.token) {
        emitResult({
          kind: "kata",
          slug: kata.slug,
          score: grade.score,
          max: grade.max,
          passed: grade.passed,
          scoreToken: grade.token,
        });
      }
    } catch (failure) {
      const message = `Your layer could not be graded: ${(failure as Error).message} Your code is still here; try again.`;
      show({ kind: "failed", message }, text);
    } finally {
      setSubmitting(false);
    }
  }, [checking, submitting, kata.slug, show]);

  // The server shows the reference only for the passing token this page was given (gradingFields).
  const compare = useCallback(async () => {
    const mine = passedSource.current;
    if (comparing || mine === null) return;
    setComparing(true);
    setAnnouncement("Asking the server for the reference solution.");
    try {
      const response = await fetch(`/api/lessons/${kata.slug}/kata`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reveal: true, ...gradingFields("kata", kata.slug) }),
      });
      const json = await response.json().catch(() => null);
      if (!response.ok) throw new Error(json?.error?.message ?? `The server answered ${response.status}.`);
      const parsed = KataRevealSchema.safeParse(json);
      if (!parsed.success) throw new Error("The server's answer could not be read.");
      setComparison({ mine, reference: parsed.data.reference });
      setAnnouncement("Your layer and the reference are shown side by side.");
      setFocusTarget(KATA_IDS.compareTitle);
    } catch (failure) {
      setComparison({ error: `The reference could not be shown: ${(failure as Error).message}` });
    } finally {
      setComparing(false);
    }
  }, [comparing, kata.slug]);

  return (
    <KataFrame
      grader={kata.grader}
      editor={<KataEditor initial={loaded.value.source} onChange={save} diagnostic={diagnostic} handle={editor} />}
      checking={checking}
      submitting={submitting}
      status={
        notice ? (
          <p className="text-sm text-muted" data-notice>
            {notice}
          </p>
        ) : undefined
      }
      reset={
        <KataReset
          state={reset}
          starter={kata.starter}
          source={source}
          editor={editor}
          onState={setReset}
          onAnnounce={setAnnouncement}
          onFocus={setFocusTarget}
        />
      }
      announcement={announcement}
      results={
        result && (
          <>
            <KataResults slug={kata.slug} rules={kata.rules} result={result} />
            {result.kind === "verdict" && result.grade?.passed && (
              <KataCompare comparison={comparison} busy={comparing} onCompare={compare} />
            )}
          </>
        )
      }
      onCheck={check}
      onSubmit={submit}
      onReset={() => {
        if (!resetLosesWork(source.current, kata.starter)) {
          setAnnouncement("Your code is the starter already; there is nothing to reset.");
          return;
        }
        setReset({ kind: "confirm" });
        setFocusTarget(KATA_IDS.keepCode);
      }}
    />
  );
}

/** A syntax refusal, marked in the editor where it is. */
function syntaxDiagnostic(verdict: AnyKataVerdict, text: string): Diagnostic | null {
  if (verdict.kind !== "refused" || verdict.refusal.line === undefined) return null;
  const { from, to } = rangeAt(text, verdict.refusal.line, verdict.refusal.column ?? 1);
  return { from, to, severity: "error", message: refusalText(verdict.refusal) };
}
