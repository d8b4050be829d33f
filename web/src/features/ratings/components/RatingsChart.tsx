// A rating chart (its own lazy chunk: chart.js loads after the figures have painted): bars for the distribution of
// stars, a line for the average per day (the trend).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ChartView } from 'react-chartjs-2';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Tooltip,
);

export interface RatingsChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  /** The series' name (tooltip) and the canvas's description for screen readers (the table beside holds the figures). */
  label: string;
  summary: string;
  min?: number;
  max?: number;
}

export default function RatingsChart({ kind, labels, values, label, summary, min, max }: RatingsChartProps) {
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
