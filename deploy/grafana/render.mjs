// render.mjs draws deploy/grafana/everdict.json's panels as a static HTML
// page: every panel's queries are run against a Prometheus's HTTP API
// (query_range) over a time window and drawn as line charts in the
// dashboard's own grid. picture.sh screenshots the page with headless
// Chromium for docs/dashboard.png; Grafana itself is not needed.
//
//   node deploy/grafana/render.mjs PROM_URL START END OUT.html [CAPTION]
//
// START and END are Unix seconds. $__rate_interval becomes four scrape
// intervals' worth (RATE, default 10s, from the environment).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [prom, start, end, out, caption = ""] = process.argv.slice(2);
if (!prom || !start || !end || !out) {
  console.error("usage: render.mjs PROM_URL START END OUT.html [CAPTION]");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const dash = JSON.parse(readFileSync(join(here, "everdict.json"), "utf8"));
const rate = process.env.RATE || "10s";
const step = Math.max(1, Math.round((end - start) / 300));

async function query(expr) {
  const q = expr.replaceAll("$__rate_interval", rate);
  const u = new URL("/api/v1/query_range", prom);
  u.search = new URLSearchParams({ query: q, start, end, step: String(step) }).toString();
  const res = await fetch(u);
  const body = await res.json();
  if (body.status !== "success") throw new Error(`${q}: ${body.error}`);
  return body.data.result;
}

function legend(fmt, metric) {
  const s = (fmt || "").replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => metric[k] ?? "");
  return s.trim() || JSON.stringify(metric);
}

function fmtValue(v, unit) {
  if (!isFinite(v)) return "";
  const short = (x) => {
    const a = Math.abs(x);
    if (a >= 1e6) return (x / 1e6).toFixed(1) + "M";
    if (a >= 1e3) return (x / 1e3).toFixed(1) + "k";
    if (a >= 10 || a === 0) return x.toFixed(0);
    if (a >= 1) return x.toFixed(1);
    return x.toPrecision(2);
  };
  switch (unit) {
    case "s":
      return Math.abs(v) < 1 ? short(v * 1000) + " ms" : short(v) + " s";
    case "ops":
      return short(v) + "/s";
    case "Bps":
      return short(v) + " B/s";
  }
  return short(v);
}

const palette = ["#7eb26d", "#eab839", "#6ed0e0", "#ef843c", "#e24d42", "#1f78c1", "#ba43a9", "#705da0", "#508642", "#cca300"];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// niceStep is a round step (1, 2 or 5 times a power of ten) that cuts span
// into about n parts.
function niceStep(span, n) {
  const raw = span / n, p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw);
}

function chart(series, unit, w, h, mappings, defaults) {
  const pad = { l: 66, r: 30, t: 8, b: 22 };
  const pw = w - pad.l - pad.r, ph = h - pad.t - pad.b;
  let ymin = 0, ymax = 0;
  for (const s of series) for (const [, v] of s.values) if (isFinite(v)) { ymin = Math.min(ymin, v); ymax = Math.max(ymax, v); }
  let ticks;
  if (defaults?.min !== undefined && defaults?.max !== undefined) {
    ymin = defaults.min;
    ymax = defaults.max;
    ticks = [];
    for (let v = ymin; v <= ymax; v++) ticks.push(v);
  } else {
    if (ymax === ymin) ymax = ymin + 1;
    const step = niceStep((ymax - ymin) * 1.05, 4);
    ymax = Math.ceil((ymax * 1.05) / step) * step;
    ticks = [];
    for (let v = ymin; v <= ymax + step / 2; v += step) ticks.push(v);
  }
  const x = (t) => pad.l + ((t - start) / (end - start)) * pw;
  const y = (v) => pad.t + ph - ((v - ymin) / (ymax - ymin || 1)) * ph;
  let g = "";
  for (const v of ticks) {
    const yy = y(v);
    const label = mappings ? (mappings[String(v)]?.text ?? "") : fmtValue(v, unit);
    g += `<line x1="${pad.l}" x2="${w - pad.r}" y1="${yy}" y2="${yy}" stroke="#2c3235"/>`;
    g += `<text x="${pad.l - 6}" y="${yy + 4}" text-anchor="end">${esc(label)}</text>`;
  }
  for (let i = 0; i <= 4; i++) {
    const t = +start + ((end - start) * i) / 4;
    const d = new Date(t * 1000).toISOString().slice(11, 19);
    g += `<text x="${x(t)}" y="${h - 6}" text-anchor="middle">${d}</text>`;
  }
  series.forEach((s, i) => {
    let d = "", pen = false;
    for (const [t, v] of s.values) {
      if (!isFinite(v)) { pen = false; continue; }
      d += `${pen ? "L" : "M"}${x(t).toFixed(1)},${y(v).toFixed(1)}`;
      pen = true;
    }
    g += `<path d="${d}" fill="none" stroke="${palette[i % palette.length]}" stroke-width="1.6"/>`;
  });
  return `<svg width="${w}" height="${h}">${g}</svg>`;
}

const W = 1600, colW = W / 24, rowH = 34;
let html = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;background:#111217;color:#ccccdc;font:12px Inter,Helvetica,Arial,sans-serif}
.top{padding:10px 14px;font-size:16px;color:#fff}.top small{color:#8e8e9e;font-size:12px;margin-left:10px}
.grid{position:relative;width:${W}px}
.row{position:absolute;font-size:14px;color:#fff;padding:6px 14px;font-weight:600}
.p{position:absolute;box-sizing:border-box;background:#181b1f;border:1px solid #2c3235;border-radius:3px;padding:6px 8px;overflow:hidden}
.p h3{margin:0 0 2px;font-size:13px;color:#d8d9da;font-weight:500}
svg text{fill:#8e8e9e;font-size:10px}.lg{display:flex;flex-wrap:wrap;gap:2px 12px;font-size:11px}
.lg i{display:inline-block;width:12px;height:3px;margin-right:4px;vertical-align:middle}.empty{color:#6e6e7e;font-style:italic}
</style><div class="top">${esc(dash.title)} <small>${esc(caption)}</small></div><div class="grid">`;
let maxY = 0;
for (const p of dash.panels) {
  const gp = p.gridPos, left = gp.x * colW, top = gp.y * rowH, w = gp.w * colW, h = gp.h * rowH;
  maxY = Math.max(maxY, top + h);
  if (p.type === "row") {
    html += `<div class="row" style="left:0;top:${top}px">${esc(p.title)}</div>`;
    continue;
  }
  const series = [];
  for (const t of p.targets) {
    for (const r of await query(t.expr)) {
      series.push({ name: legend(t.legendFormat, r.metric), values: r.values.map(([ts, v]) => [ts, parseFloat(v)]) });
    }
  }
  const defaults = p.fieldConfig?.defaults;
  const unit = defaults?.unit;
  const mappings = p.fieldConfig?.defaults?.mappings?.[0]?.options;
  const legendH = series.length ? 18 * Math.ceil(series.length / 3) : 18;
  const body = series.length
    ? chart(series, unit, w - 18, h - 34 - legendH, mappings, defaults)
    : `<div class="empty" style="height:${h - 34 - legendH}px">no data in this window: nothing of this kind happened</div>`;
  const lg = series.map((s, i) => {
    const last = [...s.values].reverse().find(([, v]) => isFinite(v));
    const lv = last ? (mappings ? mappings[String(Math.round(last[1]))]?.text ?? last[1] : fmtValue(last[1], unit)) : "";
    return `<span><i style="background:${palette[i % palette.length]}"></i>${esc(s.name)} <b>${esc(lv)}</b></span>`;
  }).join("");
  html += `<div class="p" style="left:${left + 2}px;top:${top + 2}px;width:${w - 4}px;height:${h - 4}px"><h3>${esc(p.title)}</h3>${body}<div class="lg">${lg}</div></div>`;
}
html += `</div><div style="height:${maxY + 20}px"></div>`;
writeFileSync(out, html.replace(`<div class="grid">`, `<div class="grid" style="height:${maxY}px">`));
// The page's height, for the screenshot's window.
console.log(maxY + 50);
