// A uPlot time chart that follows its data and its container's width.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';

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
