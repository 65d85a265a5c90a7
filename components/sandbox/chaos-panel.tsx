import { CHAOS_LIMITS } from "@/lib/sandbox/chaos-limits";

export interface ChaosView {
  phase: "idle" | "running" | "done";
  done: number;
  total: number;
  wallMs: number | null;
  /** How long the run took on its virtual clock (fixed by the seed). */
  virtualMs?: number;
}

export interface ChaosSettings {
  calls: number;
  p: number;
  deadlineMs: number;
}

export const DEFAULT_CHAOS: ChaosSettings = {
  calls: CHAOS_LIMITS.defaultCalls,
  p: CHAOS_LIMITS.defaultP,
  deadlineMs: 300,
};

interface Props {
  id: string;
  view: ChaosView;
  settings: ChaosSettings;
  onSettings?: (settings: ChaosSettings) => void;
  onStart?: () => void;
}

const input = "w-full rounded-md border border-border bg-bg px-2 py-1.5 font-mono text-sm";

/** N calls of a seeded mix with a flaky plan; the results land in the trace and metrics. */
export function ChaosPanel({ id, view, settings, onSettings, onStart }: Props) {
  const field = (key: keyof ChaosSettings, min: number, max: number, whole: boolean) =>
    onSettings
      ? {
          defaultValue: settings[key],
          onChange: (event: { target: { value: string } }) => {
            const value = Number(event.target.value);
            const ok = event.target.value !== "" && value >= min && value <= max && (!whole || Number.isInteger(value));
            if (ok) onSettings({ ...settings, [key]: value });
          },
        }
      : { defaultValue: settings[key], readOnly: true };
  const running = view.phase === "running";
  return (
    <section
      aria-labelledby={`${id}-chaos-heading`}
      className="rounded-md border border-border p-3"
      data-chaos={view.phase}
      data-testid="chaos"
    >
      <h3 id={`${id}-chaos-heading`} className="font-semibold">
        Chaos run
      </h3>
      <p className="mt-1 text-sm text-muted">
        A seeded mix of good and bad calls to all three tools, each tool failing its own way with the probability you
        set (calculator throws, weather hangs, the database pool is full). Uses the seed above, and runs on a virtual
        clock: every duration comes from the seed, so the same seed gives the same trace on any machine.
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <div>
          <label className="block text-sm font-semibold" htmlFor={`${id}-chaos-calls`}>
            Calls ({CHAOS_LIMITS.minCalls} to {CHAOS_LIMITS.maxCalls})
          </label>
          <input
            id={`${id}-chaos-calls`}
            className={input}
            type="number"
            min={CHAOS_LIMITS.minCalls}
            max={CHAOS_LIMITS.maxCalls}
            {...field("calls", CHAOS_LIMITS.minCalls, CHAOS_LIMITS.maxCalls, true)}
          />
        </div>
        <div>
          <label className="block text-sm font-semibold" htmlFor={`${id}-chaos-p`}>
            Failure probability (0 to 1)
          </label>
          <input
            id={`${id}-chaos-p`}
            className={input}
            type="number"
            min={0}
            max={1}
            step={0.05}
            {...field("p", 0, 1, false)}
          />
        </div>
        <div>
          <label className="block text-sm font-semibold" htmlFor={`${id}-chaos-deadline`}>
            Deadline per call (ms)
          </label>
          <input
            id={`${id}-chaos-deadline`}
            className={input}
            type="number"
            min={50}
            max={5000}
            step={50}
            {...field("deadlineMs", 50, 5000, true)}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" data-action="chaos" className="sandbox-button" onClick={onStart} aria-disabled={running}>
          {running ? "Chaos run in progress…" : "Start chaos run"}
        </button>
        <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-chaos-progress`}>
          Progress
          <progress id={`${id}-chaos-progress`} max={Math.max(1, view.total)} value={view.done} className="w-40" />
        </label>
        <span
          className="text-sm"
          data-testid="chaos-summary"
          data-wall-ms={view.wallMs ?? undefined}
          data-virtual-ms={view.virtualMs}
        >
          {view.phase === "running"
            ? `${view.done} of ${view.total} calls settled`
            : view.phase === "done" && view.wallMs !== null
              ? `${view.total} calls in ${Math.round(view.virtualMs ?? 0)} ms of virtual time (computed in ${Math.round(view.wallMs)} ms)`
              : ""}
        </span>
      </div>
    </section>
  );
}
