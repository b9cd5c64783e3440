// A one-line text chart for comments, summaries and terminals.

const BARS = "▁▂▃▄▅▆▇█";

export interface SparklineOptions {
  /** Fix the scale (e.g. 0..1 for rates); by default the data's own min and max. */
  min?: number;
  max?: number;
}

/** Missing values show as a middle dot; a flat series sits on the lowest bar. */
export function sparkline(values: readonly (number | null)[], options: SparklineOptions = {}): string {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return values.map(() => "·").join("");
  const lo = options.min ?? Math.min(...known);
  const hi = options.max ?? Math.max(...known);
  const span = hi - lo;
  return values
    .map((v) => {
      if (v === null || !Number.isFinite(v)) return "·";
      if (span <= 1e-12) return BARS[0];
      const clamped = Math.min(hi, Math.max(lo, v));
      return BARS[Math.min(BARS.length - 1, Math.floor(((clamped - lo) / span) * BARS.length))];
    })
    .join("");
}
