"use client";

import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { IslandWidgetProps } from "@/components/islands/lazy-island";
import { browserStorage } from "@/components/storage/browser-storage";
import { summarizeCalls } from "@/lib/envelope/metrics";
import { callIdOf, type TraceEntry } from "@/lib/envelope/trace";
import { type PeekedDraft, peekDraft } from "@/lib/kata/ui/draft";
import { chaosSettingsToSearch } from "@/lib/sandbox/chaos-link";
import { chartData } from "@/lib/sandbox/chart-data";
import { controlsToPlan } from "@/lib/sandbox/fault-controls";
import { startFromForm } from "@/lib/sandbox/form-handover";
import { parseArgsJson } from "@/lib/sandbox/json-args";
import { withTool } from "@/lib/sandbox/presets";
import { type KataChoice, newSeed, type SandboxState, sandboxStateToSearch } from "@/lib/sandbox/sandbox-state";
import type { WorkView } from "@/lib/sandbox/work-view";
import { chaosAnnouncement } from "./chaos-announcement";
import { ChaosPanel, type ChaosSettings, type ChaosView, DEFAULT_CHAOS } from "./chaos-panel";
import { runChaosHere, runSandboxCalls } from "./engine";
import { LayerNote } from "./layer-note";
import { OutboxPanel } from "./outbox-panel";
import { type Outcome, ResultPanel } from "./result-panel";
import { SandboxForm } from "./sandbox-form";
import { SqlStatus } from "./sql-status";
import { TracePanel } from "./trace-panel";
import { useSqlWorker } from "./use-sql-worker";
import { WorkPanel } from "./work-panel";

export interface LiveSandboxProps extends IslandWidgetProps {
  id: string;
  initial: SandboxState;
  /** Keep the state in the address bar (the /sandbox page), so the link replays the run. */
  syncUrl: boolean;
  runOnMount: boolean;
  /** The chaos panel's settings to start from, and whether to start that run on mount (a chaos link). */
  initialChaos?: ChaosSettings;
  chaosOnMount?: boolean;
  /** The server-rendered, highlighted tools-layer.ts; the live sandbox only marks its lines. */
  source: ReactNode;
  /** Lessons whose kata draft may run instead of the lesson's layer. */
  katas: readonly KataChoice[];
}

// The "my layer" engine and its worker load only when that layer is chosen.
const loadMyLayer = () => import("./my-layer-engine");

/** The interactive sandbox. Same markup as the static placeholder, with state and the engine. */
export default function LiveSandbox(props: LiveSandboxProps) {
  const { id, syncUrl, runOnMount, chaosOnMount = false, source, handover, onReady, katas } = props;
  // What the student already did to the placeholder is where the live sandbox starts.
  const [start] = useState(() => startFromForm(id, props.initial, handover, props.initialChaos));
  const [state, setState] = useState(start.state);
  const [controls, setControls] = useState(start.controls);
  const [compare, setCompare] = useState(start.compare);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [layerDraft, setLayerDraft] = useState<PeekedDraft | null>(null);
  const kata = katas.find((choice) => choice.slug === state.kataLayer);
  const [entries, setEntries] = useState<TraceEntry[]>([]);
  const [work, setWork] = useState<WorkView | null>(null);
  const stopWatchingWork = useRef<() => void>(() => {});
  const nextCall = useRef(0);
  const [announcement, setAnnouncement] = useState("");
  const [chaosSettings, setChaosSettings] = useState<ChaosSettings>(start.chaos);
  const [chaos, setChaos] = useState<ChaosView>({ phase: "idle", done: 0, total: 0, wallMs: null });
  // Number fields' text as typed: a refused value stays visible (and blocks Run) instead of being clamped.
  const [drafts, setDrafts] = useState<Record<string, string>>(start.drafts);
  const setDraft = (key: string, text: string) => setDrafts((previous) => ({ ...previous, [key]: text }));
  const { sql, status: sqlStatus } = useSqlWorker(state.tool);
  const latestRun = useRef(0);
  const parsedArgs = useMemo(() => parseArgsJson(state.args), [state.args]);
  const argsError = parsedArgs.ok ? null : parsedArgs.message;
  const metrics = useMemo(() => (entries.length ? summarizeCalls(entries) : null), [entries]);
  const chart = useMemo(() => (metrics ? chartData(metrics) : null), [metrics]);

  const run = useCallback(async () => {
    const parsed = parseArgsJson(state.args);
    if (!parsed.ok) {
      document.getElementById(`${id}-args`)?.focus();
      setAnnouncement(`Not run: the arguments are not valid JSON. ${parsed.message}`);
      return;
    }
    // Calls can overlap (a slow one, then a quick one); only the latest may show its result.
    const ticket = ++latestRun.current;
    if (state.kataLayer !== undefined) {
      const draft = peekDraft(browserStorage(), state.kataLayer);
      setLayerDraft(draft);
      if (draft.kind !== "draft") {
        setOutcome(null);
        setProblem(<LayerNote draft={draft} kata={kata} />);
        setAnnouncement("Not run: there is no kata draft of yours to run.");
        return;
      }
      setRunning(true);
      try {
        const { runMyLayerSandboxCall } = await loadMyLayer();
        const mine = await runMyLayerSandboxCall(callIdOf(ticket), state, parsed.value, draft.source, compare, sql);
        if (mine.kind === "envelope") setEntries((previous) => [...previous, mine.entry]);
        if (ticket !== latestRun.current) return;
        setOutcome(mine.kind === "envelope" ? mine.outcome : null);
        setProblem(mine.kind === "envelope" ? null : mine.message);
        setAnnouncement(
          mine.kind === "envelope" ? `Status ${mine.outcome.result.status}, from your layer.` : mine.message,
        );
      } catch (thrown) {
        setProblem(
          `The sandbox could not run your layer: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
        );
      } finally {
        if (ticket === latestRun.current) setRunning(false);
      }
      return;
    }
    setRunning(true);
    try {
      const callIds = Array.from({ length: state.calls }, () => callIdOf(++nextCall.current));
      const run = await runSandboxCalls(callIds, state, parsed.value, compare, sql);
      const { outcome: next } = run;
      setEntries((previous) => [...previous, ...run.entries]);
      if (ticket !== latestRun.current) return;
      // The panel follows this Run's work, which may go on after its calls returned.
      stopWatchingWork.current();
      setWork(run.work.view());
      stopWatchingWork.current = run.work.subscribe(() => setWork(run.work.view()));
      setOutcome(next);
      setProblem(null);
      setAnnouncement(`Status ${next.result.status}, decided at step ${next.report.step}. ${next.explanation}`);
    } catch (thrown) {
      // Only invalid layer options can land here (the layer itself never throws).
      setProblem(`The sandbox could not build the layer: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    } finally {
      if (ticket === latestRun.current) setRunning(false);
    }
  }, [state, compare, id, sql, kata]);

  const startChaos = useCallback(async () => {
    if (chaos.phase === "running") return;
    const total = chaosSettings.calls;
    setChaos({ phase: "running", done: 0, total, wallMs: null });
    let frame = 0;
    let done = 0;
    try {
      const onProgress = (settled: number) => {
        done = settled;
        // One state update per frame, not per call: 10,000 renders would be the slow part.
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          setChaos((view) => (view.phase === "running" ? { ...view, done } : view));
        });
      };
      const run = await runChaosHere(state.seed, chaosSettings, onProgress, sql);
      const { entries: chaosEntries, wallMs, virtualMs, figures } = run;
      cancelAnimationFrame(frame);
      // A transition, so React renders the 10,000 new rows' figures in slices that yield to input.
      startTransition(() => setEntries((previous) => [...previous, ...chaosEntries]));
      setChaos({ phase: "done", done: total, total, wallMs, virtualMs, figures });
      setAnnouncement(chaosAnnouncement(chaosEntries, virtualMs));
    } catch (thrown) {
      // E.g. SQLite's WebAssembly could not be fetched: say so and let the student retry.
      cancelAnimationFrame(frame);
      setChaos({ phase: "idle", done: 0, total: 0, wallMs: null });
      setProblem(`The chaos run stopped: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
  }, [chaos.phase, chaosSettings, state.seed, sql]);

  const exportTrace = useCallback(() => {
    const blob = new Blob([JSON.stringify(entries, null, 2)], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "sandbox-trace.json";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }, [entries]);

  // Mark the deciding step in the server-rendered source: toggle a class, no re-highlighting.
  // In a lesson that already lists the file, the sandbox's source is a pointer to that listing.
  useEffect(() => {
    const own = document.getElementById(`${id}-source`);
    const listing = own?.dataset.marks ? document.getElementById(own.dataset.marks) : own;
    const lines = listing?.querySelectorAll<HTMLElement>("[data-line]") ?? [];
    for (const line of lines) {
      const n = Number(line.dataset.line);
      line.classList.toggle(
        "line-marked",
        outcome?.kind === "lesson" && n >= outcome.report.lines.start && n <= outcome.report.lines.end,
      );
    }
    // The sandbox's own listing scrolls in a window (sandbox-source.tsx): the step goes to its
    // upper third, by the window's own scroll, so the page stays where the student reads the result.
    const marked = listing?.querySelector<HTMLElement>(".line-marked");
    const scroller = marked?.closest<HTMLElement>(".sandbox-source-window");
    if (marked && scroller) scroller.scrollTop = marked.offsetTop - scroller.clientHeight / 3;
  }, [outcome, id]);

  useEffect(() => () => stopWatchingWork.current(), []);

  // Whether the chosen kata has a draft, said under the choice; the worker starts loading now.
  useEffect(() => {
    if (state.kataLayer === undefined) return setLayerDraft(null);
    setLayerDraft(peekDraft(browserStorage(), state.kataLayer));
    void loadMyLayer().then((engine) => engine.warmMyLayer());
  }, [state.kataLayer]);

  useEffect(() => {
    if (!syncUrl) return;
    // Chaos settings join the address once they are not the defaults, so the link replays that run too.
    const chaosLink = sameChaos(chaosSettings, DEFAULT_CHAOS) ? "" : `&${chaosSettingsToSearch(chaosSettings)}`;
    window.history.replaceState(window.history.state, "", `?${sandboxStateToSearch(state)}${chaosLink}`);
  }, [state, chaosSettings, syncUrl]);

  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    onReady();
    if (runOnMount) void run();
    if (chaosOnMount) void startChaos();
  }, [onReady, runOnMount, run, chaosOnMount, startChaos]);

  const update = (patch: Partial<SandboxState>) => setState((previous) => ({ ...previous, ...patch }));
  const on = {
    setTool: (tool: string) => setState((previous) => withTool(previous, tool)),
    setArgs: (args: string) => update({ args }),
    setTimeoutMs: (timeoutMs: number) => update({ timeoutMs }),
    setSeed: (seed: number) => update({ seed }),
    newSeed: () => {
      setDrafts(({ seed: _typed, ...others }) => others);
      setState((previous) => ({ ...previous, seed: newSeed(previous.seed) }));
    },
    setDraft,
    setPoolWait: (poolWait: boolean) => update({ poolWait }),
    setCalls: (calls: number) => update({ calls }),
    setFault: (tool: keyof typeof controls, control: (typeof controls)[keyof typeof controls]) => {
      const next = { ...controls, [tool]: control };
      setControls(next);
      update({ faults: controlsToPlan(next) });
    },
    setCompare,
    setKataLayer: (kataLayer: string | undefined) =>
      setState(({ kataLayer: _old, ...others }) => (kataLayer === undefined ? others : { ...others, kataLayer })),
    run: () => void run(),
  };

  return (
    <div className="grid gap-4" data-running={running || undefined}>
      <SandboxForm
        id={id}
        state={state}
        controls={controls}
        compare={compare}
        argsError={argsError}
        running={running}
        drafts={drafts}
        faultsOpen={handover.open.includes(`${id}-faults`)}
        on={on}
        katas={katas}
        layerNote={<LayerNote draft={layerDraft} kata={kata} />}
      />
      <SqlStatus status={sqlStatus} />
      <ResultPanel id={id} outcome={outcome} problem={problem} />
      <WorkPanel id={id} view={work} />
      <OutboxPanel id={id} view={work?.outbox ?? null} />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {source}
      <TracePanel
        id={id}
        entries={entries}
        metrics={metrics}
        chart={chart}
        onClear={() => setEntries([])}
        onExport={exportTrace}
      />
      <ChaosPanel
        id={id}
        view={chaos}
        settings={chaosSettings}
        onSettings={setChaosSettings}
        onStart={() => void startChaos()}
        drafts={drafts}
        onDraft={setDraft}
      />
    </div>
  );
}

const sameChaos = (a: ChaosSettings, b: ChaosSettings) =>
  (Object.keys(a) as (keyof ChaosSettings)[]).every((key) => a[key] === b[key]);
