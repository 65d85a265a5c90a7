/**
 * The dashboard's date filter: `?from=YYYY-MM-DD&to=YYYY-MM-DD` (either may be left out),
 * whole days in UTC, both ends included. Parsed here for the page and the CSV route alike;
 * a bad value is refused with a sentence that says what to write, never guessed at.
 */
import { z } from "zod";

export type DateRange = { from: string | null; to: string | null };

export const NO_DATE_RANGE: DateRange = { from: null, to: null };

type Query = Record<string, string | string[] | null | undefined>;

// An empty field (the form sends one when a date is cleared) means no bound.
const Day = (name: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value[0] : value) || undefined,
    z.iso.date({ error: `“${name}” must be a date written YYYY-MM-DD, e.g. 2026-01-31` }).optional(),
  );

const DateRangeQuery = z
  .object({ from: Day("from"), to: Day("to") })
  .refine(({ from, to }) => !from || !to || from <= to, { error: "“from” is after “to”: swap the two dates" })
  .transform(({ from, to }): DateRange => ({ from: from ?? null, to: to ?? null }));

/** The range a query asks for, or the reason it cannot be read. */
export function parseDateRange(query: Query): { ok: true; range: DateRange } | { ok: false; message: string } {
  const parsed = DateRangeQuery.safeParse({ from: query.from ?? undefined, to: query.to ?? undefined });
  if (parsed.success) return { ok: true, range: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join("; ") };
}

/** Whether `date` falls on a day of `range` (UTC). */
export function inDateRange(date: Date, range: DateRange): boolean {
  const day = date.toISOString().slice(0, 10);
  return (range.from === null || day >= range.from) && (range.to === null || day <= range.to);
}

/** The query parameters that ask for `range` again (none for an open end). */
export function dateRangeParams(range: DateRange): [string, string][] {
  return Object.entries(range).flatMap(([name, day]) => (day ? [[name, day] as [string, string]] : []));
}

/** The range in words, for the page. */
export function describeDateRange({ from, to }: DateRange): string {
  if (from && to) return `Attempts graded from ${from} to ${to} (UTC days, both included).`;
  if (from) return `Attempts graded from ${from} on (UTC).`;
  if (to) return `Attempts graded up to ${to} (UTC, that day included).`;
  return "Attempts of every date.";
}
