// Fisher's exact test on a 2×2 table: is the difference in failure counts between two runs
// more than noise? Exact, so it stays honest with the small counts eval suites have.

function logFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) table[i] = table[i - 1]! + Math.log(i);
  return table;
}

/**
 * Two-sided p-value for the table [[a, b], [c, d]]: the probability, with the margins fixed,
 * of a table at most as likely as the one observed (the usual definition, as R's fisher.test).
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  for (const v of [a, b, c, d]) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError("fisherExact needs non-negative integer counts");
  }
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  const lf = logFactorials(n);
  const fixed = lf[row1]! + lf[row2]! + lf[col1]! + lf[n - col1]! - lf[n]!;
  const logP = (x: number) => fixed - lf[x]! - lf[row1 - x]! - lf[col1 - x]! - lf[row2 - col1 + x]!;
  const lo = Math.max(0, col1 - row2);
  const hi = Math.min(row1, col1);
  const observed = logP(a);
  // Relative tolerance so tables equal in probability up to rounding count as "as extreme".
  const threshold = observed + Math.log1p(1e-7);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logP(x);
    if (lp <= threshold) p += Math.exp(lp);
  }
  return Math.min(1, p);
}
