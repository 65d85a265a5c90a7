/**
 * Numeric limits and the one check that guards each. A form field and a URL or file
 * parser call the same check, so both accept the same values and say the same thing
 * when they refuse one. No zod here: the controls read these without a schema library.
 */

/** An inclusive range; `whole` refuses fractions; `unit` is appended when the range is described. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
  readonly unit?: string;
}

export type RangeResult = { ok: true; value: number } | { ok: false; problem: string };

/** A limit's check; it carries its range so a control can show it as a hint. */
export interface RangeCheck {
  (input: string | number): RangeResult;
  readonly range: NumberRange;
}

/** "50 to 30000 ms": what a control shows as its hint and a refusal repeats. */
export function describeRange(range: NumberRange): string {
  return `${range.min} to ${range.max}${range.unit ? ` ${range.unit}` : ""}`;
}

// NOTE: Number("") is 0 and Number(" 7 ") is 7, so text is screened before it is converted.
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Builds the check for `range`: text or a number in, the number or a problem phrase out. */
export function rangeCheck(range: NumberRange): RangeCheck {
  const problem = `must be ${range.whole ? "a whole number" : "a number"} from ${describeRange(range)}`;
  const check = (input: string | number): RangeResult => {
    const value = typeof input === "number" ? input : NUMERIC_TEXT.test(input.trim()) ? Number(input) : Number.NaN;
    const fits = Number.isFinite(value) && value >= range.min && value <= range.max;
    // Never clamp: a value outside the range is refused, so what runs is what was asked for.
    return fits && (!range.whole || Number.isInteger(value)) ? { ok: true, value } : { ok: false, problem };
  };
  return Object.assign(check, { range });
}
