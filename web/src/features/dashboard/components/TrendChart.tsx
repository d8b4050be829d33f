// The chart.js line chart of the order trend (its own lazy chunk: chart.js loads after the counters have painted).
import { CategoryScale, Chart, Filler, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Filler);

export interface TrendChartProps {
  labels: string[];
  orders: number[];
  ordersLabel: string;
  /** Describes the chart for screen readers (the canvas itself is a picture). */
  summary: string;
}

export default function TrendChart({ labels, orders, ordersLabel, summary }: TrendChartProps) {
  return (
    <div className="h-64">
      <Line
        role="img"
        aria-label={summary}
        data={{
          labels,
          datasets: [
            {
              label: ordersLabel,
              data: orders,
              borderColor: '#2452d8',
              backgroundColor: 'rgba(36, 82, 216, 0.12)',
              pointBackgroundColor: '#2452d8',
              fill: true,
              cubicInterpolationMode: 'monotone',
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: {
            y: { beginAtZero: true, ticks: { precision: 0, color: '#475569' }, grid: { color: '#e2e8f0' } },
            x: { ticks: { color: '#475569' }, grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
