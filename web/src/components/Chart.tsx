// uPlot charts that follow their data and their container's width: a time
// chart (lines, steps or points) and a stacked bar chart of categories.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import { stack } from '../scorecards';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  dash?: boolean;
  color: string;
  /** Draw points only (a scatter), not a line. */
  points?: boolean;
}

const palette = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#0891b2', '#dc2626', '#65a30d'];

const stepped = uPlot.paths.stepped!({ align: 1 });

export function color(i: number): string {
  return palette[i % palette.length];
}

export function Chart({
  title,
  t,
  series,
  yMax,
  yFormat,
  integer = false,
  height = 220,
  testid,
}: {
  title: string;
  t: number[];
  series: ChartSeries[];
  yMax?: number;
  yFormat?: (v: number) => string;
  /** The values are counts: ticks at whole numbers only. */
  integer?: boolean;
  height?: number;
  testid?: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const shape = series.map((s) => `${s.label}:${s.dash ? 1 : 0}:${s.points ? 1 : 0}`).join('|');

  useEffect(() => {
    if (!el.current) return;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    const axis = { stroke: dark ? '#cbd5e1' : '#334155', grid: { stroke: dark ? '#334155' : '#e2e8f0' } };
    const opts: uPlot.Options = {
      title,
      width: el.current.clientWidth || 600,
      height,
      scales: { y: yMax != null ? { range: [0, yMax] } : { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        {
          ...axis,
          space: 80,
          incrs: [1, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600],
          values: (_u, vals) => vals.map((v) => new Date(v * 1000).toLocaleTimeString([], { hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })),
        },
        {
          ...axis,
          incrs: integer ? [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] : undefined,
          values: (_u, vals) => vals.map((v) => (yFormat ? yFormat(v) : String(v))),
        },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          dash: s.dash ? [6, 4] : undefined,
          spanGaps: false,
          paths: s.points ? () => null : stepped, // the queue changes in steps: draw them, not slopes
          points: s.points ? { show: true, size: 7, fill: s.color } : undefined,
          value: (_u: uPlot, v: number | null) => (v == null ? '—' : yFormat ? yFormat(v) : String(v)),
        })),
      ],
    };
    plot.current = new uPlot(opts, [t, ...series.map((s) => s.values)] as uPlot.AlignedData, el.current);
    const ro = new ResizeObserver(() => {
      if (el.current && plot.current) plot.current.setSize({ width: el.current.clientWidth, height });
    });
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [shape, title, height, yMax, integer]);

  useEffect(() => {
    plot.current?.setData([t, ...series.map((s) => s.values)] as uPlot.AlignedData);
  });

  return <div class="chart" ref={el} data-testid={testid} data-points={t.length} role="img" aria-label={title} />;
}

const bars = uPlot.paths.bars!({ size: [0.6, 64], align: 0 });

/**
 * BarChart draws stacked bars, one a category (a runtime), bottom series
 * first, with its legend in the series' order below.
 */
export function BarChart({
  title,
  labels,
  series,
  height = 220,
  testid,
}: {
  title: string;
  labels: string[];
  series: { label: string; values: number[]; color: string }[];
  height?: number;
  testid?: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const shape = `${labels.join('|')}#${series.map((s) => s.label).join('|')}`;
  // Taller stacks first, so each shorter one is drawn over it: the stack shows each series' share.
  const data = () => {
    const totals = stack(series.map((s) => s.values));
    return [labels.map((_, i) => i), ...totals.reverse()] as uPlot.AlignedData;
  };

  useEffect(() => {
    if (!el.current) return;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    const axis = { stroke: dark ? '#cbd5e1' : '#334155', grid: { stroke: dark ? '#334155' : '#e2e8f0' } };
    const drawn = [...series].reverse();
    const opts: uPlot.Options = {
      title,
      width: el.current.clientWidth || 600,
      height,
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
      },
      axes: [
        { ...axis, grid: { show: false }, incrs: [1], values: (_u, vals) => vals.map((v) => labels[v] ?? '') },
        { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000], values: (_u, vals) => vals.map(String) },
      ],
      cursor: { show: false },
      legend: { show: false },
      series: [{}, ...drawn.map((s) => ({ label: s.label, stroke: s.color, fill: s.color, width: 0, paths: bars, points: { show: false } }))],
    };
    plot.current = new uPlot(opts, data(), el.current);
    const ro = new ResizeObserver(() => {
      if (el.current && plot.current) plot.current.setSize({ width: el.current.clientWidth, height });
    });
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [shape, title, height]);

  useEffect(() => {
    plot.current?.setData(data());
  });

  const total = series.reduce((a, s) => a + s.values.reduce((x, y) => x + y, 0), 0);
  return (
    <div class="chart bars" data-testid={testid} data-total={total}>
      <div ref={el} role="img" aria-label={title} />
      <ul class="legend">
        {series.map((s) => (
          <li>
            <span class="swatch" style={{ background: s.color }} /> {s.label} {s.values.reduce((x, y) => x + y, 0)}
          </li>
        ))}
      </ul>
    </div>
  );
}
