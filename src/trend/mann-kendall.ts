// Mann–Kendall trend test: is there a monotonic trend at all, regardless of its shape?
// Normal approximation with the tie correction and a continuity correction; with fewer than
// five points no monotonic series can reach p < 0.05, which is why the trend needs five.

export interface MannKendall {
  n: number;
  /** Sum of signs of all later-minus-earlier differences. */
  s: number;
  variance: number;
  z: number;
  /** Two-sided p-value of "no monotonic trend". */
  p: number;
  /** Kendall's tau-a: s over the number of pairs, in [-1, 1]. */
  tau: number;
}

// Differences smaller than this are ties: failure rates are ratios and repeat exactly often.
const TIE_EPSILON = 1e-12;

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 erf, absolute error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function mannKendall(values: readonly number[]): MannKendall {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d = values[j]! - values[i]!;
      if (Math.abs(d) > TIE_EPSILON) s += Math.sign(d);
    }
  }
  // Group ties for the variance correction.
  const sorted = [...values].sort((a, b) => a - b);
  let tieTerm = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && Math.abs(sorted[j]! - sorted[i]!) <= TIE_EPSILON) j++;
    const t = j - i;
    if (t > 1) tieTerm += t * (t - 1) * (2 * t + 5);
    i = j;
  }
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  const z = variance <= 0 ? 0 : s > 0 ? (s - 1) / Math.sqrt(variance) : s < 0 ? (s + 1) / Math.sqrt(variance) : 0;
  const p = z === 0 ? 1 : Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  const pairs = (n * (n - 1)) / 2;
  return { n, s, variance, z, p, tau: pairs === 0 ? 0 : s / pairs };
}
