// The per-week chart (its own lazy chunk: chart.js loads after the figures have painted).
import { ChartView } from '../../../components/charts/chart-view';

export interface WeeklyChartProps {
  labels: string[];
  /** Share within target per week (0–100), null when nothing was decided. */
  shares: Array<number | null>;
  firstResponseMedians: Array<number | null>;
  resolutionMedians: Array<number | null>;
  texts: { share: string; firstResponse: string; resolution: string; hours: string; percent: string };
  /** Describes the chart for screen readers (the canvas is a picture; the table below holds the figures). */
  summary: string;
}

export default function WeeklyChart({ labels, shares, firstResponseMedians, resolutionMedians, texts, summary }: WeeklyChartProps) {
  return (
    <div className="h-72">
      <ChartView
        type="bar"
        role="img"
        aria-label={summary}
        data={{
          labels,
          datasets: [
            { type: 'bar', label: texts.share, data: shares, yAxisID: 'share', backgroundColor: 'rgba(36, 82, 216, 0.25)', borderColor: '#2452d8', borderWidth: 1, order: 2 },
            { type: 'line', label: texts.firstResponse, data: firstResponseMedians, yAxisID: 'hours', borderColor: '#b45309', backgroundColor: '#b45309', order: 1 },
            { type: 'line', label: texts.resolution, data: resolutionMedians, yAxisID: 'hours', borderColor: '#047857', backgroundColor: '#047857', order: 1 },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' } },
          scales: {
            share: { type: 'linear', position: 'left', min: 0, max: 100, title: { display: true, text: texts.percent }, ticks: { color: '#475569' } },
            hours: { type: 'linear', position: 'right', beginAtZero: true, title: { display: true, text: texts.hours }, grid: { display: false }, ticks: { color: '#475569' } },
            x: { ticks: { color: '#475569' }, grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
