// One series drawn as bars (a distribution) or as a line (a trend per day). Load it lazily (its own chunk: chart.js
// loads after the figures have painted); a table beside it always holds the same figures.
import { ChartView } from './chart-view';

export interface SeriesChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  /** The series' name (tooltip) and the canvas's description for screen readers (the table beside holds the figures). */
  label: string;
  summary: string;
  min?: number;
  max?: number;
}

export default function SeriesChart({ kind, labels, values, label, summary, min, max }: SeriesChartProps) {
  return (
    <div className="h-56">
      <ChartView
        type={kind}
        role="img"
        aria-label={summary}
        data={{
          labels,
          datasets: [
            {
              label,
              data: values,
              backgroundColor: 'rgba(36, 82, 216, 0.35)',
              borderColor: '#2452d8',
              borderWidth: kind === 'line' ? 2 : 1,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: {
            y: {
              beginAtZero: min === undefined,
              min,
              max,
              ticks: { precision: kind === 'bar' ? 0 : 1, color: '#475569' },
            },
            x: { ticks: { color: '#475569' }, grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
