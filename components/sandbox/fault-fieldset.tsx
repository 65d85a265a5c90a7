import { checkProbability, checkSlowMs, MAX_FAULT_MESSAGE_LENGTH } from "@/lib/envelope/faults";
import type { ToolName } from "@/lib/envelope/tool-names";
import { type FaultControl, faultKindsFor, faultNumbersInPlay } from "@/lib/sandbox/fault-controls";
import { bind, bindChecked, Field, inputClass, NumberField } from "./field";
import type { Drafts, FormHandlers } from "./sandbox-form-props";

interface Props {
  id: string;
  tool: ToolName;
  control: FaultControl;
  drafts: Drafts;
  on?: FormHandlers;
}

/** What a fault's number means, by kind (slow_query and ignores_signal share the default). */
const MS_LABEL: Partial<Record<FaultControl["kind"], string>> = {
  slow: "Wait (ms)",
  late_reply: "Answer late by (ms)",
};

/** One tool's fault: its kind, the kind's own setting, and whether it only fires sometimes. */
export function FaultFieldset({ id, tool, control, drafts, on }: Props) {
  const set = on ? (patch: Partial<FaultControl>) => on.setFault(tool, { ...control, ...patch }) : undefined;
  const key = `fault-${tool}`;
  const number = (part: "ms" | "p", onValue?: (value: number) => void) => ({
    id: `${id}-${key}-${part}`,
    text: drafts[`${key}-${part}`],
    onText: on && ((text: string) => on.setDraft(`${key}-${part}`, text)),
    onValue,
  });
  const inPlay = faultNumbersInPlay(control);
  return (
    <fieldset className="grid content-start gap-1.5 rounded-md border border-border p-2">
      <legend className="px-1 font-mono text-sm">{tool}</legend>
      <Field id={`${id}-${key}-kind`} label="Fault">
        {(props) => (
          <select
            {...props}
            className={inputClass}
            {...(set
              ? { value: control.kind, onChange: (e) => set({ kind: e.target.value as FaultControl["kind"] }) }
              : { defaultValue: control.kind })}
          >
            {faultKindsFor(tool).map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        )}
      </Field>
      {inPlay.ms && (
        <NumberField
          label={MS_LABEL[control.kind] ?? "Query works (ms)"}
          check={checkSlowMs}
          value={control.ms}
          {...number("ms", set && ((ms) => set({ ms })))}
        />
      )}
      {control.kind === "throw" && (
        <Field id={`${id}-${key}-message`} label="Message (optional)">
          {(props) => (
            <input
              {...props}
              className={inputClass}
              maxLength={MAX_FAULT_MESSAGE_LENGTH}
              {...bind(control.message, set && ((message) => set({ message })))}
            />
          )}
        </Field>
      )}
      {control.kind !== "none" && (
        <>
          <Field
            id={`${id}-${key}-flaky`}
            layout="inline"
            label="Flaky"
            hint="Each call rolls dice; the seed decides the rolls, so the same seed fails the same calls every run."
          >
            {(props) => (
              <input {...props} type="checkbox" {...bindChecked(control.flaky, set && ((flaky) => set({ flaky })))} />
            )}
          </Field>
          <NumberField
            label="Probability"
            check={checkProbability}
            value={control.p}
            disabled={!inPlay.p}
            {...number("p", set && ((p) => set({ p })))}
          />
          {inPlay.p && (
            <button
              type="button"
              className="sandbox-button justify-self-start"
              data-action="new-seed"
              onClick={on?.newSeed}
            >
              New seed
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}
