import type { ChangeEvent } from "react";
import {
  CHAOS_DEFAULTS,
  CHAOS_FIELDS,
  type ChaosNumberName,
  type ChaosSettings,
  isRetryMode,
  RETRY_MODE_LABELS,
  RETRY_MODES,
} from "@/lib/sandbox/chaos-limits";
import type { ChaosFigures } from "@/lib/sandbox/chaos-retries";
import { Field, inputClass, NumberField } from "./field";
import type { Drafts } from "./sandbox-form-props";

export interface ChaosView {
  phase: "idle" | "running" | "done";
  done: number;
  total: number;
  wallMs: number | null;
  /** How long the run took on its virtual clock (fixed by the seed). */
  virtualMs?: number;
  /** What the run's retries cost (attempts, retries, breaker and budget). */
  figures?: ChaosFigures;
}

export type { ChaosSettings };

export const DEFAULT_CHAOS: ChaosSettings = CHAOS_DEFAULTS;

interface Props {
  id: string;
  view: ChaosView;
  settings: ChaosSettings;
  onSettings?: (settings: ChaosSettings) => void;
  onStart?: () => void;
  drafts?: Drafts;
  onDraft?: (key: string, text: string) => void;
}

/** N calls of a seeded mix with a flaky plan; the results land in the trace and metrics. */
export function ChaosPanel({ id, view, settings, onSettings, onStart, drafts = {}, onDraft }: Props) {
  const setting = (name: ChaosNumberName) => ({
    id: `${id}-${CHAOS_FIELDS[name].key}`,
    check: CHAOS_FIELDS[name].check,
    value: settings[name],
    text: drafts[CHAOS_FIELDS[name].key],
    onText: onDraft && ((text: string) => onDraft(CHAOS_FIELDS[name].key, text)),
    onValue: onSettings && ((value: number) => onSettings({ ...settings, [name]: value })),
  });
  const refused = Object.values(CHAOS_FIELDS).some(({ key, check }) => {
    const text = drafts[key];
    return text !== undefined && !check(text).ok;
  });
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
        <NumberField label="Calls" {...setting("calls")} />
        <NumberField label="Failure probability" {...setting("p")} />
        <NumberField label="Deadline per call (ms)" {...setting("deadlineMs")} />
        <Field
          id={`${id}-chaos-retries`}
          label="Retries"
          hint="up to 4 attempts in 8 s per call; the budget lets retries be about a tenth of calls"
        >
          {(control) => (
            <select
              {...control}
              className={inputClass}
              // The placeholder's control is uncontrolled, so it works before the code arrives (form-handover.ts).
              {...(onSettings
                ? {
                    value: settings.retries,
                    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                      const retries = event.target.value;
                      if (isRetryMode(retries)) onSettings({ ...settings, retries });
                    },
                  }
                : { defaultValue: settings.retries })}
            >
              {RETRY_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {RETRY_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-chaos-outage`} label="Weather is down (503 with Retry-After)" layout="inline">
          {(control) => (
            <input
              {...control}
              type="checkbox"
              {...(onSettings
                ? {
                    checked: settings.outage,
                    onChange: (event: ChangeEvent<HTMLInputElement>) =>
                      onSettings({ ...settings, outage: event.target.checked }),
                  }
                : { defaultChecked: settings.outage })}
            />
          )}
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-action="chaos"
          className="sandbox-button aria-disabled:cursor-not-allowed aria-disabled:text-muted"
          onClick={refused ? undefined : onStart}
          aria-disabled={running || refused || undefined}
          aria-describedby={refused ? `${id}-chaos-blocked` : undefined}
        >
          {running ? "Chaos run in progress…" : "Start chaos run"}
        </button>
        {refused && (
          <p id={`${id}-chaos-blocked`} className="text-sm">
            Fix the marked number to start.
          </p>
        )}
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
      {view.phase === "done" && view.figures && <ChaosFiguresLine figures={view.figures} />}
    </section>
  );
}

/** What the run's retries cost, in words, with each figure also in a data attribute for tests. */
function ChaosFiguresLine({ figures }: { figures: ChaosFigures }) {
  const perCall = figures.calls === 0 ? 0 : figures.attempts / figures.calls;
  return (
    <p
      className="mt-2 text-sm"
      data-testid="chaos-figures"
      data-attempts={figures.attempts}
      data-retries={figures.retries}
      data-breaker-trips={figures.breakerTrips}
      data-breaker-refusals={figures.breakerRefusals}
      data-budget-refusals={figures.budgetRefusals}
    >
      {figures.attempts} attempts for {figures.calls} calls ({perCall.toFixed(2)} per call, at most{" "}
      {figures.maxAttemptsPerCall}) · {figures.retries} retries · breaker opened {figures.breakerTrips}{" "}
      {figures.breakerTrips === 1 ? "time" : "times"} and answered {figures.breakerRefusals} attempts itself · budget
      refused {figures.budgetRefusals} retries
    </p>
  );
}
