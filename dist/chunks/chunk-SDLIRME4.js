
// src/trend/mann-kendall.ts
var TIE_EPSILON = 1e-12;
function normalCdf(z) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
function mannKendall(values) {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d = values[j] - values[i];
      if (Math.abs(d) > TIE_EPSILON) s += Math.sign(d);
    }
  }
  const sorted = [...values].sort((a, b) => a - b);
  let tieTerm = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && Math.abs(sorted[j] - sorted[i]) <= TIE_EPSILON) j++;
    const t = j - i;
    if (t > 1) tieTerm += t * (t - 1) * (2 * t + 5);
    i = j;
  }
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  const z = variance <= 0 ? 0 : s > 0 ? (s - 1) / Math.sqrt(variance) : s < 0 ? (s + 1) / Math.sqrt(variance) : 0;
  const p = z === 0 ? 1 : Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  const pairs = n * (n - 1) / 2;
  return { n, s, variance, z, p, tau: pairs === 0 ? 0 : s / pairs };
}

// src/trend/sparkline.ts
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values, options = {}) {
  const known = values.filter((v) => v !== null && Number.isFinite(v));
  if (known.length === 0) return values.map(() => "\xB7").join("");
  const lo = options.min ?? Math.min(...known);
  const hi = options.max ?? Math.max(...known);
  const span = hi - lo;
  return values.map((v) => {
    if (v === null || !Number.isFinite(v)) return "\xB7";
    if (span <= 1e-12) return BARS[0];
    const clamped = Math.min(hi, Math.max(lo, v));
    return BARS[Math.min(BARS.length - 1, Math.floor((clamped - lo) / span * BARS.length))];
  }).join("");
}

// src/trend/theil-sen.ts
function median(values) {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function theilSen(points) {
  const slopes = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i];
      const b = points[j];
      if (b.x !== a.x) slopes.push((b.y - a.y) / (b.x - a.x));
    }
  }
  if (slopes.length === 0) return null;
  const slope = median(slopes);
  const intercept = median(points.map((p) => p.y - slope * p.x));
  return { slope, intercept };
}

// src/trend/trend.ts
var TREND_DEFAULTS = { minPoints: 5, alpha: 0.05, minChange: 0.05 };
function analyzeTrend(values, options = {}) {
  const opts = { ...TREND_DEFAULTS, ...options };
  const vals = values.filter((v) => Number.isFinite(v));
  const base = {
    points: vals.length,
    values: vals,
    first: vals[0] ?? null,
    last: vals[vals.length - 1] ?? null,
    sparkline: sparkline(vals)
  };
  if (vals.length < Math.max(2, opts.minPoints)) {
    return { ...base, verdict: "not-enough-data", slope: null, change: null, mannKendall: null };
  }
  const line = theilSen(vals.map((y, x) => ({ x, y })));
  const mk = mannKendall(vals);
  const slope = line?.slope ?? 0;
  const change = slope * (vals.length - 1);
  let verdict = "stable";
  if (mk.p < opts.alpha && Math.abs(change) >= opts.minChange) {
    if (change > 0 && mk.s > 0) verdict = "worsening";
    else if (change < 0 && mk.s < 0) verdict = "improving";
  }
  return { ...base, verdict, slope, change, mannKendall: mk };
}
function orderDigests(digests) {
  const seen = /* @__PURE__ */ new Map();
  for (const d of digests) {
    const key = d.runId !== void 0 ? `run:${d.runId}` : `at:${d.commit}@${d.time}`;
    const prev = seen.get(key);
    if (!prev || (d.runAttempt ?? 0) >= (prev.runAttempt ?? 0)) seen.set(key, d);
  }
  return [...seen.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}
function trendFromDigests(digests, options = {}) {
  const opts = { ...TREND_DEFAULTS, ...options };
  const ordered = orderDigests(digests);
  const overall = analyzeTrend(
    ordered.flatMap((d) => d.failureRate === null ? [] : [d.failureRate]),
    opts
  );
  const modes = {};
  const modeIds = new Set(ordered.flatMap((d) => Object.keys(d.modes)));
  for (const m of modeIds) {
    const series = ordered.flatMap((d) => {
      const known = d.counts.passed + d.counts.failed;
      return known === 0 ? [] : [(d.modes[m] ?? 0) / known];
    });
    if (series.length >= opts.minPoints) modes[m] = analyzeTrend(series, opts);
  }
  const agents = /* @__PURE__ */ Object.create(null);
  const agentNames = new Set(ordered.flatMap((d) => Object.keys(d.agents)));
  for (const a of agentNames) {
    const series = ordered.flatMap((d) => {
      const t = Object.hasOwn(d.agents, a) ? d.agents[a] : void 0;
      return t && t.traces > 0 ? [t.blamed / t.traces] : [];
    });
    if (series.length >= opts.minPoints) agents[a] = analyzeTrend(series, opts);
  }
  return { overall, modes, agents };
}

export {
  analyzeTrend,
  orderDigests,
  trendFromDigests
};
