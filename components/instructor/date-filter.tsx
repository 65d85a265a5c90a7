import { type DateRange, describeDateRange } from "@/lib/instructor/date-range";
import { INSTRUCTOR_PATH } from "@/lib/lti/instructor-landing";

const field =
  "mt-1 block rounded border border-border bg-bg px-2 py-1 focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The date filter: a plain GET form, so it works before (and without) any script, and
 * the page's launch session travels with it in hidden fields. A range the server could
 * not read is said next to the fields, and the page shows every date meanwhile.
 */
export function DateFilter({
  range,
  error,
  carried,
}: {
  range: DateRange;
  /** Why the asked range was refused, or null. */
  error: string | null;
  /** Query parameters the page needs again (its launch session). */
  carried: [string, string][];
}) {
  const invalid = error ? { "aria-invalid": true, "aria-describedby": "date-filter-error" } : {};
  return (
    <section aria-labelledby="date-filter" className="mt-8" data-date-filter>
      <h2 id="date-filter" className="text-2xl font-bold">
        Dates
      </h2>
      <form method="get" action={INSTRUCTOR_PATH} className="mt-3 flex flex-wrap items-end gap-4">
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="text-sm">
          From (UTC day)
          <input type="date" name="from" defaultValue={range.from ?? ""} className={field} {...invalid} />
        </label>
        <label className="text-sm">
          To (UTC day, included)
          <input type="date" name="to" defaultValue={range.to ?? ""} className={field} {...invalid} />
        </label>
        <button
          type="submit"
          className="rounded border border-current px-3 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Show these dates
        </button>
      </form>
      {error ? (
        <p id="date-filter-error" role="alert" className="mt-2 font-medium">
          The dates cannot be used: {error}. Every date is shown instead.
        </p>
      ) : (
        <p className="mt-2 text-sm" data-date-range>
          {describeDateRange(range)} Scores still waiting for the gradebook are shown whatever their date.
        </p>
      )}
    </section>
  );
}
