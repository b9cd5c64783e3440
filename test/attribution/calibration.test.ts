// probabilities() and topFeatures() run once per failed trace, and were rewritten as plain loops
// (smaller for the optimising compiler, which compiled the array-method chains at length in every
// run). Their numbers must not move: the earlier implementations are kept here, and both run on the
// ranking of every real trace in test/fixtures/data, read as a failed run, bit for bit.
import { describe, expect, it } from "vitest";
import { realTraces } from "../support/real-traces.js";
import { rankedForFit } from "../../src/attribution/attribute.js";
import { CALIBRATION, probabilities, topFeatures, type Calibration, type Scored } from "../../src/attribution/calibration.js";

/** topFeatures as it was: a filtered list of the candidates. */
function topFeaturesBefore(ranked: readonly Scored[]): { lead: number } {
  const cands = ranked.filter((r) => r.candidate);
  return { lead: cands.length < 2 ? 5 : Math.min(5, cands[0]!.total - cands[1]!.total) };
}

/** probabilities as it was: filter, reduce, slice and map. */
function probabilitiesBefore(ranked: readonly Scored[], others: number, cal: Calibration): number[] {
  const cands = ranked.filter((r) => r.candidate);
  if (cands.length === 0) return ranked.map(() => 1 / Math.max(1, ranked.length));
  const reach = others === 0 ? 1 : cal.reach;
  const x = cal.top.bias + cal.top.lead * topFeaturesBefore(ranked).lead;
  const p1 = Math.min(reach, 1 / (1 + Math.exp(-x)));
  const top = cands.reduce((m, r) => Math.max(m, r.total), -Infinity);
  const rest = cands.slice(1);
  const z = rest.reduce((s, r) => s + Math.exp((r.total - top) / cal.temperature), 0);
  const spare = rest.length === 0 ? 1 - p1 : 1 - reach;
  return ranked.map((r, i) => {
    if (i === 0) return p1;
    if (r.candidate) return ((reach - p1) * Math.exp((r.total - top) / cal.temperature)) / z;
    return others === 0 ? 0 : spare / others;
  });
}

async function realRankings(): Promise<{ ranked: Scored[]; others: number }[]> {
  return (await realTraces()).filter((t) => t.steps.length > 0).map((t) => rankedForFit(t));
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

describe("calibration: the loops give the numbers the array methods gave", () => {
  it("on every real trace's ranking, and on hand-made edge cases", async () => {
    const rankings = await realRankings();
    expect(rankings.length).toBeGreaterThan(300);
    const c = (total: number, candidate = true): Scored => ({ pos: 0, total, candidate });
    rankings.push(
      { ranked: [], others: 0 },
      { ranked: [c(0, false), c(0, false)], others: 2 },
      { ranked: [c(1.5)], others: 0 },
      { ranked: [c(1.5), c(0, false)], others: 1 },
      { ranked: [c(2), c(2), c(-1), c(0, false)], others: 1 },
      { ranked: [c(0, false), c(3), c(1)], others: 1 },
      { ranked: [c(Number.NaN), c(1)], others: 0 },
    );
    const cals: Calibration[] = [CALIBRATION, { ...CALIBRATION, temperature: 0.37, reach: 0.61, top: { bias: -0.4, lead: 1.3 } }];
    let differ = 0;
    for (const { ranked, others } of rankings) {
      if (!Object.is(topFeatures(ranked).lead, topFeaturesBefore(ranked).lead)) differ++;
      for (const cal of cals) if (!same(probabilities(ranked, others, cal), probabilitiesBefore(ranked, others, cal))) differ++;
    }
    expect(differ).toBe(0);
  });
});
