import type { ChangeEvent } from "react";
import { TOOL_NAMES, type ToolName } from "@/lib/envelope/tool-names";
import { type FaultControl, type FaultControls, faultKindsFor } from "@/lib/sandbox/fault-controls";
import { presetsFor } from "@/lib/sandbox/presets";
import { SANDBOX_LIMITS, type SandboxState } from "@/lib/sandbox/sandbox-state";

/** What the live sandbox does when a control changes. Absent in the static placeholder. */
export interface FormHandlers {
  setTool(tool: string): void;
  setArgs(args: string): void;
  setTimeoutMs(ms: number): void;
  setSeed(seed: number): void;
  setPoolWait(wait: boolean): void;
  setFault(tool: ToolName, control: FaultControl): void;
  setCompare(compare: boolean): void;
  run(): void;
}

export interface SandboxFormProps {
  id: string;
  state: SandboxState;
  controls: FaultControls;
  compare: boolean;
  /** The JSON mistake in the arguments, already phrased with line and column. */
  argsError: string | null;
  running: boolean;
  /** The fault panel was opened on the placeholder; otherwise it opens when faults are set. */
  faultsOpen?: boolean;
  on?: FormHandlers;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Live: a controlled value. Static (server-rendered placeholder): the same value as the
 * initial one, editable, so what a student types before the code arrives is kept and
 * handed to the live sandbox (components/islands/handover.ts).
 */
function bind(value: string | number, onChange?: (text: string) => void) {
  if (!onChange) return { defaultValue: value };
  return { value, onChange: (event: ChangeEvent<Field>) => onChange(event.target.value) };
}

/** A whole number within [min, max], or undefined: half-typed numbers are not committed. */
function wholeIn(text: string, min: number, max: number): number | undefined {
  const value = Number(text);
  return text.trim() !== "" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

const input = "w-full rounded-md border border-border bg-bg px-2 py-1.5 font-mono text-sm";
const label = "block text-sm font-semibold";
const hint = "mt-0.5 block text-xs text-muted";

/** The sandbox's controls, shared by the static placeholder and the live widget. */
export function SandboxForm(props: SandboxFormProps) {
  const { id, state, controls, compare, argsError, running, on } = props;
  const presets = presetsFor(state.tool);
  const commitNumber = (min: number, max: number, apply?: (n: number) => void) =>
    apply &&
    ((event: ChangeEvent<HTMLInputElement>) => {
      const value = wholeIn(event.target.value, min, max);
      if (value !== undefined) apply(value);
    });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem_9rem]">
        <div>
          <label className={label} htmlFor={`${id}-tool`}>
            Tool
          </label>
          <input
            id={`${id}-tool`}
            className={input}
            list={`${id}-tools`}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-tool-hint`}
            maxLength={SANDBOX_LIMITS.maxToolLength}
            {...bind(state.tool, on?.setTool)}
          />
          <datalist id={`${id}-tools`}>
            {TOOL_NAMES.map((tool) => (
              <option key={tool} value={tool} />
            ))}
          </datalist>
          <span id={`${id}-tool-hint`} className={hint}>
            calculator, weather, database, or any other name
          </span>
        </div>
        <div>
          <label className={label} htmlFor={`${id}-timeout`}>
            Deadline (ms)
          </label>
          <input
            id={`${id}-timeout`}
            className={input}
            type="number"
            inputMode="numeric"
            min={SANDBOX_LIMITS.minTimeoutMs}
            max={SANDBOX_LIMITS.maxTimeoutMs}
            step={50}
            defaultValue={state.timeoutMs}
            onChange={commitNumber(SANDBOX_LIMITS.minTimeoutMs, SANDBOX_LIMITS.maxTimeoutMs, on?.setTimeoutMs)}
            aria-describedby={`${id}-timeout-hint`}
          />
          <span id={`${id}-timeout-hint`} className={hint}>
            {SANDBOX_LIMITS.minTimeoutMs} to {SANDBOX_LIMITS.maxTimeoutMs}
          </span>
        </div>
        <div>
          <label className={label} htmlFor={`${id}-seed`}>
            Seed
          </label>
          <input
            id={`${id}-seed`}
            className={input}
            type="number"
            inputMode="numeric"
            min={0}
            max={2 ** 32 - 1}
            defaultValue={state.seed}
            onChange={commitNumber(0, 2 ** 32 - 1, on?.setSeed)}
            aria-describedby={`${id}-seed-hint`}
          />
          <span id={`${id}-seed-hint`} className={hint}>
            replays latencies and dice
          </span>
        </div>
      </div>

      <div>
        <label className={label} htmlFor={`${id}-args`}>
          Arguments (JSON)
        </label>
        <textarea
          id={`${id}-args`}
          className={`${input} min-h-28`}
          rows={5}
          spellCheck={false}
          aria-invalid={argsError ? true : undefined}
          aria-describedby={`${id}-args-error`}
          maxLength={SANDBOX_LIMITS.maxArgsLength}
          {...bind(state.args, on?.setArgs)}
        />
        <p id={`${id}-args-error`} className="min-h-5 text-sm text-[var(--pitfall)]">
          {argsError ? (
            <>
              <span aria-hidden="true">⚠ </span>
              {argsError}
            </>
          ) : null}
        </p>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Argument presets for {state.tool}</legend>
          {presets.length === 0 ? (
            <span className="text-sm text-muted">No presets for this tool name.</span>
          ) : (
            presets.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="rounded-full border border-border px-3 py-0.5 text-sm hover:border-accent"
                data-preset={preset.label}
                data-focus-id={`preset-${preset.label}`}
                onClick={on ? () => on.setArgs(preset.args) : undefined}
              >
                {preset.label}
              </button>
            ))
          )}
        </fieldset>
      </div>

      <details
        id={`${id}-faults`}
        className="rounded-md border border-border p-3"
        open={props.faultsOpen || Object.keys(state.faults).length > 0}
      >
        <summary id={`${id}-faults-toggle`} className="cursor-pointer font-semibold">
          Inject faults
        </summary>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {TOOL_NAMES.map((tool) => (
            <FaultFieldset key={tool} id={id} tool={tool} control={controls[tool]} on={on} />
          ))}
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            id={`${id}-pool-wait`}
            {...(on
              ? { checked: state.poolWait, onChange: (e) => on.setPoolWait(e.target.checked) }
              : { defaultChecked: state.poolWait })}
          />
          When the database pool is full, wait for a connection instead of failing at once
        </label>
      </details>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          data-action="run"
          data-focus-id="run"
          onClick={on?.run}
          className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg"
          aria-describedby={`${id}-args-error`}
        >
          {running ? "Running…" : "Run"}
        </button>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            id={`${id}-compare`}
            {...(on
              ? { checked: compare, onChange: (e) => on.setCompare(e.target.checked) }
              : { defaultChecked: compare })}
          />
          Also run without the envelope
        </label>
      </div>
    </div>
  );
}

function FaultFieldset({
  id,
  tool,
  control,
  on,
}: {
  id: string;
  tool: ToolName;
  control: FaultControl;
  on?: FormHandlers;
}) {
  const set = on ? (patch: Partial<FaultControl>) => on.setFault(tool, { ...control, ...patch }) : undefined;
  const fid = `${id}-fault-${tool}`;
  return (
    <fieldset className="grid content-start gap-1.5 rounded-md border border-border p-2">
      <legend className="px-1 font-mono text-sm">{tool}</legend>
      <label className="text-sm" htmlFor={`${fid}-kind`}>
        Fault
      </label>
      <select
        id={`${fid}-kind`}
        className={input}
        {...(set
          ? { value: control.kind, onChange: (e) => set({ kind: e.target.value as FaultControl["kind"] }) }
          : { defaultValue: control.kind })}
      >
        {faultKindsFor(tool).map((kind) => (
          <option key={kind} value={kind}>
            {kind === "none" ? "none" : kind}
          </option>
        ))}
      </select>
      {control.kind === "slow" && (
        <>
          <label className="text-sm" htmlFor={`${fid}-ms`}>
            Wait (ms, 0 to 60000)
          </label>
          <input
            id={`${fid}-ms`}
            className={input}
            type="number"
            min={0}
            max={60_000}
            step={100}
            defaultValue={control.ms}
            onChange={
              set &&
              ((e) => {
                const ms = wholeIn(e.target.value, 0, 60_000);
                if (ms !== undefined) set({ ms });
              })
            }
          />
        </>
      )}
      {control.kind === "throw" && (
        <>
          <label className="text-sm" htmlFor={`${fid}-message`}>
            Message (optional)
          </label>
          <input
            id={`${fid}-message`}
            className={input}
            maxLength={200}
            {...bind(control.message, set && ((message) => set({ message })))}
          />
        </>
      )}
      {control.kind !== "none" && (
        <div className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            id={`${fid}-flaky`}
            {...(set
              ? { checked: control.flaky, onChange: (e) => set({ flaky: e.target.checked }) }
              : { defaultChecked: control.flaky })}
          />
          <label htmlFor={`${fid}-flaky`}>Flaky, probability</label>
          <input
            id={`${fid}-p`}
            aria-label={`Probability of the ${tool} fault`}
            className={`${input} w-20`}
            type="number"
            min={0}
            max={1}
            step={0.05}
            defaultValue={control.p}
            disabled={!control.flaky}
            onChange={
              set &&
              ((e) => {
                const p = Number(e.target.value);
                if (e.target.value !== "" && p >= 0 && p <= 1) set({ p });
              })
            }
          />
        </div>
      )}
    </fieldset>
  );
}
