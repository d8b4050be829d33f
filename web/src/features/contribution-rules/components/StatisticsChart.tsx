// The rule's daily chart (its own lazy chunk: chart.js loads after the figures have painted).
import { ChartView } from '../../../components/charts/chart-view';

export interface StatisticsChartProps {
  labels: string[];
  meals: number[];
  company: number[];
  texts: { meals: string; company: string };
  /** Describes the chart for screen readers (the table below holds the figures). */
  summary: string;
}

export default function StatisticsChart({ labels, meals, company, texts, summary }: StatisticsChartProps) {
  return (
    <div className="h-72">
      <ChartView
        type="bar"
        role="img"
        aria-label={summary}
        data={{
          labels,
          datasets: [
            {
              type: 'bar',
              label: texts.meals,
              data: meals,
              yAxisID: 'meals',
              backgroundColor: 'rgba(36, 82, 216, 0.25)',
              borderColor: '#2452d8',
              borderWidth: 1,
              order: 2,
            },
            {
              type: 'line',
              label: texts.company,
              data: company,
              yAxisID: 'amount',
              borderColor: '#047857',
              backgroundColor: '#047857',
              order: 1,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' } },
          scales: {
            meals: {
              type: 'linear',
              position: 'left',
              beginAtZero: true,
              ticks: { precision: 0, color: '#475569' },
            },
            amount: {
              type: 'linear',
              position: 'right',
              beginAtZero: true,
              grid: { display: false },
              ticks: { color: '#475569' },
            },
            x: { ticks: { color: '#475569' }, grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
