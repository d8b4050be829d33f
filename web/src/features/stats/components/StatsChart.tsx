// A trend or share chart of /stats (its own lazy chunk: chart.js loads after the figures have painted). The tables
// beside each chart hold the same figures for screen readers and keyboard users.
import { ChartView } from '../../../components/charts/chart-view';

const COLOURS = ['#2452d8', '#c2410c', '#15803d', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f'];

export interface StatsChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  series: Array<{ label: string; values: number[] }>;
  /** The canvas's description for screen readers. */
  summary: string;
}

export default function StatsChart({ kind, labels, series, summary }: StatsChartProps) {
  return (
    <div className="h-56">
      <ChartView
        type={kind}
        role="img"
        aria-label={summary}
        data={{
          labels,
          datasets: series.map((entry, index) => ({
            label: entry.label,
            data: entry.values,
            backgroundColor: kind === 'bar' ? COLOURS.map((colour) => `${colour}99`) : `${COLOURS[index % COLOURS.length]}55`,
            borderColor: COLOURS[index % COLOURS.length],
            borderWidth: kind === 'line' ? 2 : 1,
            pointRadius: kind === 'line' && labels.length > 60 ? 0 : 2,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: series.length > 1 } },
          scales: {
            y: { beginAtZero: true, ticks: { color: '#475569' } },
            x: { ticks: { color: '#475569', maxTicksLimit: 12 }, grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
