// The one place chart.js is set up: the bar and line charts the screens draw, with their scales, tooltip and legend.
// Import it only from a screen's lazy chart module, so chart.js loads after the figures have painted.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Tooltip,
  Legend,
);

export { Chart as ChartView } from 'react-chartjs-2';
