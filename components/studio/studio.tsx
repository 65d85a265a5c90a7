"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { readStored, writeStored } from "@/components/storage/browser-storage";
import { formatProblem } from "@/lib/content/problems";
import { diagnosticsForFile, summarizeProblems } from "@/lib/studio/diagnostics";
import { readStoredDraft, sameFiles, storedDraftKey } from "@/lib/studio/stored-draft";
import { STUDIO_FILE_NAMES, type StudioFileName, type StudioFiles } from "@/lib/studio/studio-file-names";
import { PageSizeMeters } from "./page-size-meters";
import { StudioEditor } from "./studio-editor";
import { TryCheckpoint } from "./try-checkpoint";
import { TryMatch } from "./try-match";
import { type CheckDraft, type DraftResult, useDraftCheck } from "./use-draft-check";
import { useStudioSave } from "./use-studio-save";

type Props = { slug: string; files: StudioFiles; check: CheckDraft; first: DraftResult };
type Panel = "page" | "match" | "checkpoint";

/** The studio: the lesson's files in an editor, the live preview beside them (stacked on narrow screens). */
export function Studio({ slug, files: saved, check, first }: Props) {
  const ids = useId();
  const names = STUDIO_FILE_NAMES.filter((name) => saved[name] !== undefined);
  const [files, setFiles] = useState<StudioFiles>(saved);
  const [current, setCurrent] = useState<StudioFileName>(names[0] ?? "lesson.mdx");
  // Bumped when the text changes from outside the editor (a restored draft), to remount it.
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState(false);
  const [panel, setPanel] = useState<Panel>("page");
  const [showKey, setShowKey] = useState(true);
  const { result, failure, checking } = useDraftCheck(slug, files, check, first);
  const { save, saving, outcome, savedFiles, dismiss } = useStudioSave(slug, files);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // An edit makes the last save's answer (and its "Save anyway") stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new draft
  useEffect(() => dismiss(), [files]);
  const anyway = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const draft = readStoredDraft(readStored(storedDraftKey(slug)), saved);
    if (!draft) return;
    setFiles(draft);
    setGeneration((n) => n + 1);
    setRestored(true);
  }, [slug, saved]);

  const edit = useCallback(
    (name: StudioFileName, text: string) =>
      setFiles((previous) => {
        const next = { ...previous, [name]: text };
        writeStored(storedDraftKey(slug), JSON.stringify(next));
        return next;
      }),
    [slug],
  );

  // Ctrl+S / Cmd+S anywhere on the page saves, the editor included (its keys bubble up here).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);

  useEffect(() => {
    if (outcome?.kind === "has-errors") anyway.current?.focus();
  }, [outcome]);

  const problems = result?.problems ?? [];
  const countIn = (name: string) => problems.filter((problem) => problem.name === name).length;
  const unsaved = !sameFiles(files, savedFiles);
  const checkStatus = checking
    ? "Checking the draft…"
    : failure
      ? failure
      : `Content check: ${summarizeProblems(problems)}.`;

  return (
    <div
      className="mx-auto max-w-[96rem] px-4 py-6"
      data-studio={slug}
      data-ready={result ? "" : undefined}
      data-hydrated={hydrated ? "" : undefined}
    >
      <h1 className="text-2xl font-bold">Studio: {slug}</h1>
      <p id={`${ids}-help`} className="mt-1 text-sm text-muted">
        Tab indents inside the editor. To leave it, press Escape, then Tab (or Shift+Tab). Ctrl+S (⌘S on a Mac) saves.
        Your unsaved draft is kept in this browser.
      </p>
      {restored ? (
        <p className="mt-2 rounded-md border border-border p-2" data-restored="">
          Restored your unsaved draft from this browser.
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Lesson files</legend>
            {names.map((name) => (
              <button
                key={name}
                type="button"
                className="match-button"
                aria-pressed={name === current}
                data-file={name}
                onClick={() => setCurrent(name)}
              >
                {name}
                {countIn(name) > 0 ? ` (${countIn(name)} ${countIn(name) === 1 ? "problem" : "problems"})` : ""}
              </button>
            ))}
          </fieldset>
          <div className="mt-3">
            <StudioEditor
              key={`${current}:${generation}`}
              name={current}
              initial={files[current] ?? ""}
              onChange={(text) => edit(current, text)}
              diagnostics={(lines) => diagnosticsForFile(problems, current, lines)}
              helpId={`${ids}-help`}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button type="button" className="match-button match-primary" onClick={() => void save()} disabled={saving}>
              Save
            </button>
            {outcome?.kind === "has-errors" ? (
              <button type="button" ref={anyway} className="match-button" onClick={() => void save(true)}>
                Save anyway
              </button>
            ) : null}
            <span className="text-sm text-muted">{unsaved ? "Unsaved changes" : "No unsaved changes"}</span>
          </div>
          <p role="status" className="mt-2" data-save-status="">
            {saving ? "Saving…" : (outcome?.message ?? "")}
          </p>
          <p role="status" className="mt-2 font-semibold" data-check-status="">
            {checkStatus}
          </p>
          {problems.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm" aria-label="Problems in the draft" data-problems="">
              {problems.map((problem) => (
                <li key={formatProblem(problem)} className="rounded-md border border-border p-2 font-mono">
                  <strong className="font-sans">{problem.severity === "error" ? "Error: " : "Warning: "}</strong>
                  {formatProblem(problem)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="min-w-0">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Preview</legend>
            {(["page", "match", "checkpoint"] as const).map((name) => (
              <button
                key={name}
                type="button"
                className="match-button"
                aria-pressed={panel === name}
                data-panel={name}
                onClick={() => setPanel(name)}
              >
                {{ page: "Page", match: "Match", checkpoint: "Checkpoint" }[name]}
              </button>
            ))}
            <label className="ml-auto inline-flex items-center gap-2 text-sm">
              <input type="checkbox" checked={showKey} onChange={(event) => setShowKey(event.target.checked)} />
              Show keys and notes
            </label>
          </fieldset>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus
            tabIndex={0}
            aria-label="Preview of the draft"
            className="mt-3 max-h-[80vh] overflow-auto rounded-lg border border-border p-4"
            data-preview-panel={panel}
          >
            {panel === "page" ? (result?.page ?? <p>The page appears once lesson.mdx compiles.</p>) : null}
            {panel === "match" ? (
              result?.match ? (
                <TryMatch exercise={result.match} showKey={showKey} />
              ) : (
                <p>No match exercise loads from this draft (no match.yaml, or it has errors).</p>
              )
            ) : null}
            {panel === "checkpoint" ? (
              result?.checkpoint ? (
                <TryCheckpoint checkpoint={result.checkpoint} showKey={showKey} />
              ) : (
                <p>No checkpoint loads from this draft (no checkpoint.yaml, or it has errors).</p>
              )
            ) : null}
          </section>
          <PageSizeMeters slug={slug} saved={savedFiles} />
        </div>
      </div>
    </div>
  );
}
