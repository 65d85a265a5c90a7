import type { ChangeEvent, ReactNode } from "react";
import { describeRange, type RangeCheck } from "@/lib/envelope/number-range";

/** The attributes a control needs so its label, hint and error are read with it. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FieldProps {
  /** The control's id; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, in a sentence; marks the control aria-invalid. */
  error?: string | null;
  /** "stacked": label above the control. "inline": a checkbox with its label after it. */
  layout?: "stacked" | "inline";
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export const inputClass = "w-full rounded-md border border-border bg-bg px-2 py-1.5 font-mono text-sm";

/**
 * One row of the sandbox's controls: label, control, hint and error, wired together by
 * ids so a screen reader hears the range and the mistake with the control.
 */
export function Field({ id, label, hint, error, layout = "stacked", className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const control = children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined });
  return (
    <div className={className}>
      {layout === "inline" ? (
        <div className="flex items-center gap-2 text-sm">
          {control}
          <label htmlFor={id}>{label}</label>
        </div>
      ) : (
        <>
          <label className="block text-sm font-semibold" htmlFor={id}>
            {label}
          </label>
          {control}
        </>
      )}
      {hint && (
        <span id={hintId} className="mt-0.5 block text-xs text-muted">
          {hint}
        </span>
      )}
      {/* Always in the page so the polite announcement is made when a message appears. */}
      <p id={errorId} className="text-sm text-[var(--pitfall)]" aria-live="polite">
        {error ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {error}
          </>
        ) : null}
      </p>
    </div>
  );
}

export interface NumberFieldProps {
  id: string;
  label: ReactNode;
  /** The limit's one check: it decides what is accepted, and its range is the hint. */
  check: RangeCheck;
  /** The value in use (the last one the check accepted). */
  value: number;
  /** What the student typed, once they have typed; shown as is, right or wrong. */
  text?: string;
  /** Absent in the server-rendered placeholder, which shows `value` as an uncontrolled field. */
  onText?: (text: string) => void;
  /** Called with each value the check accepts; a refused one is never passed on. */
  onValue?: (value: number) => void;
  /** Words after the range in the hint. */
  note?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A number control that shows its range and says no, beside itself, to anything outside it. */
export function NumberField({ check, value, text, onText, onValue, note, disabled, ...field }: NumberFieldProps) {
  const result = text === undefined || disabled ? null : check(text);
  const error = result && !result.ok ? `${capitalise(result.problem)}.` : null;
  const range = describeRange(check.range);
  return (
    <Field {...field} hint={note ? `${range}; ${note}` : range} error={error}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          // NOTE: text, not type="number": a number input reports "" for half-typed or
          // non-numeric text, so the check could not see (or name) what was typed.
          type="text"
          inputMode={check.range.whole ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          {...(onText
            ? {
                value: text ?? String(value),
                onChange: (event) => {
                  onText(event.target.value);
                  const next = check(event.target.value);
                  if (next.ok) onValue?.(next.value);
                },
              }
            : { defaultValue: value })}
        />
      )}
    </Field>
  );
}

/**
 * Live: a controlled value. Static (server-rendered placeholder): the same value as the
 * initial one, editable, so what a student types before the code arrives is kept and
 * handed to the live sandbox (components/islands/handover.ts).
 */
export function bind(value: string, onChange?: (text: string) => void) {
  if (!onChange) return { defaultValue: value };
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
}

/** Live: a controlled checkbox. Static: the same state, as the initial one. */
export function bindChecked(checked: boolean, onChange?: (checked: boolean) => void) {
  if (!onChange) return { defaultChecked: checked };
  return { checked, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked) };
}

const capitalise = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);
