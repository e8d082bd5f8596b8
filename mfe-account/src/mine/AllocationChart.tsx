// The allocation pie: Highcharts through highcharts-react-official, in a chunk of its own that
// only the Mine page asks for (never Home).
import Highcharts from 'highcharts/esm/highcharts.js';
import HighchartsReact from 'highcharts-react-official';
import { SLICE_COLORS, type AllocationSlice } from './allocation';

export interface AllocationChartProps {
  slices: AllocationSlice[];
  labels: Record<string, string>;
}

const HIDDEN = { 'aria-hidden': true };

export function AllocationChart({ slices, labels }: AllocationChartProps) {
  const options = {
    chart: {
      type: 'pie',
      height: 150,
      width: 150,
      margin: [0, 0, 0, 0],
      spacing: [0, 0, 0, 0],
      backgroundColor: 'transparent',
      animation: false,
    },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    tooltip: { enabled: false },
    plotOptions: {
      pie: {
        innerSize: '62%',
        borderWidth: 1,
        borderColor: '#fff',
        animation: false,
        dataLabels: { enabled: false },
        states: { hover: { enabled: false }, inactive: { opacity: 1 } },
      },
    },
    series: [
      {
        type: 'pie',
        data: slices.map((s) => ({ name: labels[s.key], y: s.minor, color: SLICE_COLORS[s.key] })),
      },
    ],
  };
  // The legend beside the pie names every slice with its amount and share: the drawing itself is
  // hidden from assistive technology rather than read as an unnamed image.
  return <HighchartsReact highcharts={Highcharts} options={options as unknown as Highcharts.Options} containerProps={HIDDEN} />;
}
