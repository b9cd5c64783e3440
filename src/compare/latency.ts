// "Slow but successful is a failure too": per tool, the PR's step latencies against the base's.
// A tool is flagged when its PR median sits more than 3.5 modified z-scores above the base
// (Iglewicz and Hoaglin's cut-off), or, where the base is too uniform for a z-score, when the
// PR median is at least 1.5 times the base's with enough samples on both sides.
import type { Action } from "./actions.js";
import type { Latency } from "./model.js";
import { mad, median } from "./stats.js";

export const Z_LIMIT = 3.5;
export const RATIO_LIMIT = 1.5;
export const MIN_SAMPLES = 3;

export interface TimedAction extends Action {
  trace: string;
}

function byTool(actions: TimedAction[]): Map<string, TimedAction[]> {
  const out = new Map<string, TimedAction[]>();
  for (const a of actions) {
    if (!a.tool || a.latencyMs === undefined) continue;
    const list = out.get(a.tool) ?? [];
    list.push(a);
    out.set(a.tool, list);
  }
  return out;
}

export function compareLatency(pr: TimedAction[], base: TimedAction[]): Latency[] {
  const b = byTool(base);
  const out: Latency[] = [];
  for (const [tool, prs] of byTool(pr)) {
    const bases = b.get(tool);
    if (!bases || bases.length === 0) continue;
    const bt = bases.map((a) => a.latencyMs!);
    const pt = prs.map((a) => a.latencyMs!);
    const baseMedian = median(bt);
    const prMedian = median(pt);
    const spread = mad(bt);
    const z = spread > 0 ? (0.6745 * (prMedian - baseMedian)) / spread : null;
    const enough = bt.length >= MIN_SAMPLES && pt.length >= MIN_SAMPLES;
    const flagged = enough && ((z !== null && z > Z_LIMIT) || (baseMedian > 0 && prMedian >= RATIO_LIMIT * baseMedian && (z === null || z > 1)));
    out.push({
      tool,
      baseMedianMs: baseMedian,
      medianMs: prMedian,
      z: z === null ? null : Math.round(z * 100) / 100,
      flagged,
      samples: { base: bt.length, pr: pt.length },
      slowest: flagged
        ? [...prs]
            .sort((x, y) => y.latencyMs! - x.latencyMs!)
            .slice(0, 3)
            .map((a) => ({ trace: a.trace, step: a.step, ms: a.latencyMs! }))
        : [],
    });
  }
  return out.sort((x, y) => Number(y.flagged) - Number(x.flagged) || (y.z ?? 0) - (x.z ?? 0) || (x.tool < y.tool ? -1 : 1));
}
