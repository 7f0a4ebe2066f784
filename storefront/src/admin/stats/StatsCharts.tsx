// The Stats tab's charts over time (uPlot, a small canvas chart library): visitors and views a
// day with the previous period's visitors dashed behind, and orders and revenue a day. This
// module and the library load only when the Stats tab opens.

import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsReport } from '@kawaii/shared';

const PINK = '#e0457b';
const LILAC = '#8a6fd1';
const MINT = '#3aa58a';
const GREY = '#b9a3b0';
const HEIGHT = 240;

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function traffic(report: StatsReport): { data: AlignedData; options: Omit<Options, 'width'> } {
  return {
    data: [
      report.series.map((day) => seconds(day.day)),
      report.series.map((day) => day.visitors),
      report.series.map((day) => day.views),
      report.series.map((_, index) => report.previous.series[index]?.visitors ?? null),
    ],
    options: {
      title: 'Visitors and page views',
      height: HEIGHT,
      series: [
        {},
        { label: 'Visitors', stroke: PINK, width: 2, fill: 'rgba(224, 69, 123, 0.12)' },
        { label: 'Views', stroke: LILAC, width: 2 },
        { label: 'Visitors before', stroke: GREY, width: 1.5, dash: [6, 4] },
      ],
      axes: [{}, { size: 48 }],
    },
  };
}

function sales(report: StatsReport): { data: AlignedData; options: Omit<Options, 'width'> } {
  return {
    data: [
      report.series.map((day) => seconds(day.day)),
      report.series.map((day) => day.orders),
      report.series.map((day) => day.revenueCents / 100),
    ],
    options: {
      title: 'Orders and revenue',
      height: HEIGHT,
      series: [
        {},
        {
          label: 'Orders',
          stroke: MINT,
          width: 2,
          scale: 'orders',
          paths: uPlot.paths.bars?.({ size: [0.6, 24] }),
          fill: 'rgba(58, 165, 138, 0.35)',
        },
        {
          label: 'Revenue ($)',
          stroke: PINK,
          width: 2,
          scale: '$',
          value: (_u, v) => (v == null ? '–' : `$${v.toFixed(2)}`),
        },
      ],
      axes: [
        {},
        { scale: 'orders', size: 40 },
        {
          scale: '$',
          side: 1,
          size: 72,
          grid: { show: false },
          values: (_u, ticks) => ticks.map((t) => `$${t}`),
        },
      ],
      scales: { orders: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    },
  };
}

function Chart({ make, report }: { make: typeof traffic; report: StatsReport }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const { data, options } = make(report);
    const chart = new uPlot({ ...options, width: element.clientWidth || 600 }, data, element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [make, report]);
  return <div className="stats-chart" ref={box} />;
}

export default function StatsCharts({ report }: { report: StatsReport }) {
  return (
    <div className="stats-charts">
      <Chart make={traffic} report={report} />
      <Chart make={sales} report={report} />
    </div>
  );
}
