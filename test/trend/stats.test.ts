import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fisherExact } from "../../src/trend/fisher.js";
import { mannKendall, normalCdf } from "../../src/trend/mann-kendall.js";
import { sparkline } from "../../src/trend/sparkline.js";
import { theilSen } from "../../src/trend/theil-sen.js";

function leastSquaresSlope(ys: number[]): number {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

describe("Theil–Sen", () => {
  it("recovers the slope of any exact line", () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.integer({ min: 2, max: 30 }), (m, c, n) => {
        const fit = theilSen(Array.from({ length: n }, (_, x) => ({ x, y: m * x + c })));
        expect(fit!.slope).toBeCloseTo(m, 9);
        expect(fit!.intercept).toBeCloseTo(c, 9);
      }),
    );
  });

  it("is robust to one outlier where least squares is not", () => {
    const ys = Array.from({ length: 20 }, (_, x) => 0.1 + 0.002 * x);
    ys[17] = 0.95; // one catastrophic run
    const fit = theilSen(ys.map((y, x) => ({ x, y })))!;
    expect(Math.abs(fit.slope - 0.002)).toBeLessThan(0.0005);
    // The same outlier drags an ordinary least-squares slope far off.
    expect(Math.abs(leastSquaresSlope(ys) - 0.002)).toBeGreaterThan(0.005);
  });

  it("has no slope for a single point", () => {
    expect(theilSen([{ x: 0, y: 1 }])).toBeNull();
  });
});

describe("Mann–Kendall", () => {
  it("finds a monotonic trend in five points and not in four", () => {
    expect(mannKendall([1, 2, 3, 4, 5]).p).toBeLessThan(0.05);
    expect(mannKendall([1, 2, 3, 4]).p).toBeGreaterThan(0.05);
  });

  it("is symmetric: reversing the series flips the sign and keeps p", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 3, maxLength: 25 }), (ys) => {
        const a = mannKendall(ys);
        const b = mannKendall([...ys].reverse());
        expect(b.s + a.s).toBe(0);
        expect(b.p).toBeCloseTo(a.p, 12);
        expect(a.p).toBeGreaterThanOrEqual(0);
        expect(a.p).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("counts ties and has p = 1 for a constant series", () => {
    const r = mannKendall([0.2, 0.2, 0.2, 0.2, 0.2, 0.2]);
    expect(r.s).toBe(0);
    expect(r.p).toBe(1);
  });

  it("normal CDF matches known quantiles", () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
  });
});

describe("Fisher exact test", () => {
  // Reference values from R's fisher.test (two-sided).
  it("matches R on textbook tables", () => {
    expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(0.4857, 4);
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(0.002759, 5);
    expect(fisherExact(0, 10, 0, 10)).toBeCloseTo(1, 10);
  });

  it("is symmetric in swapping the rows", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(20), (a, b, c, d) => {
        expect(fisherExact(a, b, c, d)).toBeCloseTo(fisherExact(c, d, a, b), 10);
      }),
    );
  });
});

describe("sparkline", () => {
  it("maps the range onto eight bars and marks gaps", () => {
    expect(sparkline([0, 1 / 7, 2 / 7, 3 / 7, 4 / 7, 5 / 7, 6 / 7, 1])).toBe("▁▂▃▄▅▆▇█");
    expect(sparkline([0.5, null, 0.5])).toBe("▁·▁");
    expect(sparkline([0.2, 0.4], { min: 0, max: 1 })).toBe("▂▄");
  });
});
