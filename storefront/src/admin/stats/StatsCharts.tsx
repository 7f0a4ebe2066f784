// The Stats tab's charts over time (uPlot, a small canvas chart library): visitors and views a
// day with the previous period's visitors dashed behind, and orders and revenue a day. This
// module and the library load only when the Stats tab opens. The colours are the theme's
// (StatsTab.css names them on the screen); a canvas cannot read CSS, so they are read when a
// chart is drawn, and the charts are drawn again when the theme changes.

import { useEffect, useRef, useState } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsReport } from '@kawaii/shared';

const HEIGHT = 240;

/** The theme's chart colours, as StatsTab.css sets them on the chart's box. */
interface Palette {
  visitors: string;
  visitorsFill: string;
  views: string;
  before: string;
  orders: string;
  ordersFill: string;
  revenue: string;
  text: string;
  grid: string;
}

function paletteOf(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) =>
    style.getPropertyValue(`--chart-${name}`).trim() || fallback;
  return {
    visitors: read('visitors', '#e0457b'),
    visitorsFill: read('visitors-fill', 'rgba(224, 69, 123, 0.12)'),
    views: read('views', '#8a6fd1'),
    before: read('before', '#b9a3b0'),
    orders: read('orders', '#3aa58a'),
    ordersFill: read('orders-fill', 'rgba(58, 165, 138, 0.35)'),
    revenue: read('revenue', '#e0457b'),
    text: read('text', '#4a3341'),
    grid: read('grid', 'rgba(0, 0, 0, 0.07)'),
  };
}

/** An axis in the theme's text and grid colours. */
const axis = (colors: Palette, fields: uPlot.Axis = {}): uPlot.Axis => ({
  stroke: colors.text,
  grid: { stroke: colors.grid, width: 1 },
  ticks: { stroke: colors.grid, width: 1 },
  ...fields,
});

// The legend names the lines; its numbers under the pointer mean nothing on a phone.
const LEGEND = { live: false };

type Drawing = (
  report: StatsReport,
  colors: Palette,
) => { data: AlignedData; options: Omit<Options, 'width'> };

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const traffic: Drawing = (report, colors) => {
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
        { label: 'Visitors', stroke: colors.visitors, width: 2, fill: colors.visitorsFill },
        { label: 'Views', stroke: colors.views, width: 2 },
        { label: 'Visitors before', stroke: colors.before, width: 1.5, dash: [6, 4] },
      ],
      axes: [axis(colors), axis(colors, { size: 48 })],
      legend: LEGEND,
    },
  };
};

const sales: Drawing = (report, colors) => {
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
          stroke: colors.orders,
          width: 2,
          scale: 'orders',
          paths: uPlot.paths.bars?.({ size: [0.6, 24] }),
          fill: colors.ordersFill,
        },
        {
          label: 'Revenue ($)',
          stroke: colors.revenue,
          width: 2,
          scale: '$',
          value: (_u, v) => (v == null ? '–' : `$${v.toFixed(2)}`),
        },
      ],
      axes: [
        axis(colors),
        axis(colors, { scale: 'orders', size: 40 }),
        axis(colors, {
          scale: '$',
          side: 1,
          size: 72,
          grid: { show: false },
          values: (_u, ticks) => ticks.map((t) => `$${t}`),
        }),
      ],
      legend: LEGEND,
      scales: { orders: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    },
  };
};

/** The page's theme, followed as the header's toggle changes it. */
function useTheme(): string | null {
  const [theme, setTheme] = useState(() => document.documentElement.getAttribute('data-theme'));
  useEffect(() => {
    const root = document.documentElement;
    const watch = new MutationObserver(() => setTheme(root.getAttribute('data-theme')));
    watch.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => watch.disconnect();
  }, []);
  return theme;
}

function Chart({ make, report }: { make: Drawing; report: StatsReport }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const { data, options } = make(report, paletteOf(element));
    const chart = new uPlot({ ...options, width: element.clientWidth || 600 }, data, element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [make, report, theme]);
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
