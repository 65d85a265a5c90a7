import type { Bar, ChartData } from "@/lib/sandbox/chart-data";

const ROW = 22;
const LABEL_WIDTH = 96;
const BAR_WIDTH = 180;

function Group({ title, bars, y }: { title: string; bars: Bar[]; y: number }) {
  return (
    <g transform={`translate(0 ${y})`}>
      <text x={0} y={12} className="chart-title">
        {title}
      </text>
      {bars.map((bar, index) => {
        const top = 18 + index * ROW;
        return (
          <g key={bar.label} transform={`translate(0 ${top})`}>
            <text x={0} y={14} className="chart-label">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={3} height={14} width={Math.max(1, bar.share * BAR_WIDTH)} className="chart-bar" />
            <text x={LABEL_WIDTH + Math.max(1, bar.share * BAR_WIDTH) + 6} y={14} className="chart-label">
              {bar.count}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Calls per status and per tool as horizontal bars; the text alternative carries every number. */
export function StatusChart({ data }: { data: ChartData }) {
  const statusHeight = 18 + data.byStatus.length * ROW;
  const height = statusHeight + 12 + 18 + Math.max(1, data.byTool.length) * ROW;
  return (
    <svg
      role="img"
      aria-label={`Calls by status and by tool. ${data.summary}`}
      viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 60} ${height}`}
      className="sandbox-chart w-full max-w-md"
    >
      <Group title="By status" bars={data.byStatus} y={0} />
      <Group title="By tool" bars={data.byTool} y={statusHeight + 12} />
    </svg>
  );
}
