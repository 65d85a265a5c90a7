import { checkProbability, checkSlowMs } from "@/lib/envelope/faults";
import { TOOL_NAMES } from "@/lib/envelope/tool-names";
import { type FaultControls, faultNumbersInPlay } from "@/lib/sandbox/fault-controls";
import { presetsFor } from "@/lib/sandbox/presets";
import { checkCallsInRow, checkDeadlineMs, checkSeed, SANDBOX_TEXT_LIMITS } from "@/lib/sandbox/sandbox-state";
import { FaultsPanelBody } from "./faults-panel-body";
import { bind, bindChecked, Field, inputClass, NumberField } from "./field";
import type { Drafts, SandboxFormProps } from "./sandbox-form-props";

/** Whether any number field in play holds a value its check refuses: then Run waits. */
function formHasRefusedNumber(drafts: Drafts, controls: FaultControls): boolean {
  const refused = (key: string, check: (text: string) => { ok: boolean }) =>
    drafts[key] !== undefined && !check(drafts[key]).ok;
  return (
    refused("timeout", checkDeadlineMs) ||
    refused("seed", checkSeed) ||
    refused("calls", checkCallsInRow) ||
    TOOL_NAMES.some((tool) => {
      const inPlay = faultNumbersInPlay(controls[tool]);
      return (
        (inPlay.ms && refused(`fault-${tool}-ms`, checkSlowMs)) ||
        (inPlay.p && refused(`fault-${tool}-p`, checkProbability))
      );
    })
  );
}

/** The sandbox's controls, shared by the static placeholder and the live widget. */
export function SandboxForm(props: SandboxFormProps) {
  const {
    id,
    state,
    controls,
    compare,
    argsError,
    running,
    drafts = {},
    faultsOpen,
    on,
    katas = [],
    layerNote,
  } = props;
  const presets = presetsFor(state.tool);
  const number = (key: string, onValue?: (value: number) => void) => ({
    id: `${id}-${key}`,
    text: drafts[key],
    onText: on && ((text: string) => on.setDraft(key, text)),
    onValue,
  });
  const blocked = formHasRefusedNumber(drafts, controls);
  const faultsShown = faultsOpen || Object.keys(state.faults).length > 0 || state.calls > 1;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem_9rem]">
        <Field id={`${id}-tool`} label="Tool" hint="calculator, weather, database, send_email, or any other name">
          {(control) => (
            <>
              <input
                {...control}
                className={inputClass}
                list={`${id}-tools`}
                autoComplete="off"
                spellCheck={false}
                maxLength={SANDBOX_TEXT_LIMITS.maxToolLength}
                {...bind(state.tool, on?.setTool)}
              />
              <datalist id={`${id}-tools`}>
                {TOOL_NAMES.map((tool) => (
                  <option key={tool} value={tool} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <NumberField
          label="Deadline (ms)"
          check={checkDeadlineMs}
          value={state.timeoutMs}
          {...number("timeout", on?.setTimeoutMs)}
        />
        <NumberField
          label="Seed"
          check={checkSeed}
          value={state.seed}
          note="replays latencies and dice"
          {...number("seed", on?.setSeed)}
        />
      </div>

      <div>
        <Field id={`${id}-args`} label="Arguments (JSON)" error={argsError}>
          {(control) => (
            <textarea
              {...control}
              className={`${inputClass} min-h-28`}
              rows={5}
              spellCheck={false}
              maxLength={SANDBOX_TEXT_LIMITS.maxArgsLength}
              {...bind(state.args, on?.setArgs)}
            />
          )}
        </Field>
        <fieldset className="mt-2 flex flex-wrap gap-2">
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

      <details id={`${id}-faults`} className="rounded-md border border-border p-3" open={faultsShown}>
        <summary id={`${id}-faults-toggle`} className="cursor-pointer font-semibold">
          Inject faults
        </summary>
        {/* Closed on the placeholder, the panel's controls would only weigh down the page (twice: as
            HTML and in the RSC payload). Opening it is intent: the live sandbox, which has them, takes
            over at once and keeps the panel open (components/islands/handover.ts). */}
        {on || faultsShown ? (
          <FaultsPanelBody {...props} drafts={drafts} number={number} />
        ) : (
          <p className="mt-3 text-sm text-muted">The fault controls are loading…</p>
        )}
      </details>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          data-action="run"
          data-focus-id="run"
          onClick={on && !blocked ? on.run : undefined}
          className="rounded-md border border-accent bg-accent px-4 py-2 font-semibold text-accent-fg aria-disabled:cursor-not-allowed aria-disabled:border-border aria-disabled:bg-transparent aria-disabled:text-muted"
          // NOTE: aria-disabled, not disabled, so a keyboard user can still reach Run and hear why it waits.
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? `${id}-args-error ${id}-run-blocked` : `${id}-args-error`}
        >
          {running ? "Running…" : "Run"}
        </button>
        {blocked && (
          <p id={`${id}-run-blocked`} className="text-sm">
            Fix the marked number to run.
          </p>
        )}
        <Field id={`${id}-compare`} layout="inline" label="Also run without the envelope">
          {(control) => <input {...control} type="checkbox" {...bindChecked(compare, on?.setCompare)} />}
        </Field>
      </div>
      {/* Under Run, not above the form: which layer answers is a choice about the run, and above it would push Run down the first screen. */}
      {katas.length > 0 && (
        <div>
          <Field
            id={`${id}-layer`}
            label="Tools layer"
            hint="your kata draft runs in a worker of its own, and the sandbox's real tools answer it"
          >
            {(control) => (
              <select
                {...control}
                className={inputClass}
                {...bind(state.kataLayer ?? "", on && ((value) => on.setKataLayer(value === "" ? undefined : value)))}
              >
                <option value="">The lesson's layer (tools-layer.ts)</option>
                {katas.map((kata) => (
                  <option key={kata.slug} value={kata.slug}>
                    My layer from the kata in “{kata.title}”
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div id={`${id}-layer-note`} className="text-sm" data-layer-note>
            {layerNote}
          </div>
        </div>
      )}
    </div>
  );
}
