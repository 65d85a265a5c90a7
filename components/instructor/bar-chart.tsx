import type { BarChart as BarChartModel } from "@/lib/instructor/dashboard-model";

const ROW = 28;
const LABEL = 140;
const WIDTH = 440;
const TEXT = 100;

/**
 * A horizontal bar chart drawn from the model's numbers. The SVG is one image whose
 * text alternative lists every bar; the table beside it holds the same figures for
 * reading and copying. Colours are the site's CSS variables, so both themes hold.
 */
export function BarChart({ id, chart }: { id: string; chart: BarChartModel }) {
  const height = chart.bars.length * ROW + 8;
  const track = WIDTH - LABEL - TEXT;
  const alt = `${chart.title}: ${chart.bars.map((b) => `${b.label} ${b.text}`).join("; ")}.`;
  return (
    <figure className="min-w-0" data-chart={id}>
      <svg
        role="img"
        aria-label={alt}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-md"
        style={{ color: "var(--fg)" }}
      >
        {chart.bars.map((bar, i) => {
          const y = i * ROW + 4;
          const width = chart.max > 0 ? (track * Math.min(bar.value, chart.max)) / chart.max : 0;
          return (
            <g key={bar.label}>
              <text
                x={LABEL - 6}
                y={y + ROW / 2}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize="12"
                fill="currentColor"
              >
                {bar.label}
              </text>
              <rect x={LABEL} y={y + 4} width={track} height={ROW - 10} fill="var(--surface)" stroke="var(--border)" />
              <rect x={LABEL} y={y + 4} width={width} height={ROW - 10} fill="var(--accent)" />
              <text x={LABEL + track + 6} y={y + ROW / 2} dominantBaseline="middle" fontSize="12" fill="currentColor">
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-muted">{chart.title} (the table beside it has the figures)</figcaption>
    </figure>
  );
}
