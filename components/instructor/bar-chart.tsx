import type { BarChart as BarChartModel } from "@/lib/instructor/dashboard-model";

/**
 * A horizontal bar chart drawn from the model's numbers, as HTML so each bar's label is
 * its full text (a question's prompt, a card's text), wrapped rather than cut to "Q1".
 * It is a list a screen reader reads as label and figure; the bars themselves are
 * decoration (aria-hidden). Colours are the site's CSS variables, so both themes hold.
 */
export function BarChart({ id, chart }: { id: string; chart: BarChartModel }) {
  return (
    <figure className="min-w-0" data-chart={id}>
      <ul className="space-y-2">
        {chart.bars.map((bar, i) => {
          const percent = chart.max > 0 ? (100 * Math.min(bar.value, chart.max)) / chart.max : 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bars have no id of their own and never reorder.
            <li key={i} className="text-sm" data-bar>
              <span>{bar.label}</span>
              <span className="sr-only">: </span>
              <span className="mt-0.5 flex items-center gap-2">
                <span aria-hidden="true" className="h-3 flex-1 rounded-sm border border-border bg-surface">
                  <span className="block h-full rounded-sm bg-accent" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-24 shrink-0 tabular-nums">{bar.text}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-1 text-sm text-muted">{chart.title} (the table beside it has the figures)</figcaption>
    </figure>
  );
}
