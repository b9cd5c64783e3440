// `node scripts/run-ts.mjs scripts/detector-rates.ts`: how often each detector fires on failed
// runs and on healthy ones, per trace kind (structured tool traces, prose conversations), on the
// dev data in test/fixtures/data; writes rules/detector-rates.json. A detector that fires as often
// on healthy runs as on failed ones is no evidence of failure (issue 16, §4).
// Outcome hidden while detecting (success: null), so every detector runs at full strength.
// Healthy controls: tau-bench's passed runs, approximately's healthy traces, agent-blame's healthy
// scenarios. Failed: tau's failed runs, approximately's planted patterns, agent-blame's planted
// culprits, Who&When's failed runs (prose; the dev data holds no passed prose run).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readAll } from "../src/trace/read.js";
import type { Trace } from "../src/trace/model.js";
import { buildContext } from "../src/attribution/context.js";
import { DETECTORS } from "../src/attribution/detectors/index.js";

const data = path.resolve(process.cwd(), "test", "fixtures", "data");
async function traces(file: string): Promise<Trace[]> {
  return (await readAll(file)).flatMap((i) => ("trace" in i ? [i.trace] : []));
}

interface Run {
  set: string;
  failed: boolean;
  trace: Trace;
}
const runs: Run[] = [];
for (const t of await traces(path.join(data, "agentrx-tau", "tau_dataset_full.json"))) if (t.success !== null) runs.push({ set: "tau", failed: !t.success, trace: t });
const ap = path.join(data, "peers", "approximately", "scale-sample");
for (const line of readFileSync(path.join(ap, "manifest.jsonl"), "utf8").split("\n").filter(Boolean)) {
  const m = JSON.parse(line) as { id: string; pattern: string };
  for (const t of await traces(path.join(ap, `${m.id}.json`))) runs.push({ set: "approximately", failed: m.pattern !== "healthy", trace: t });
}
for (const t of await traces(path.join(data, "peers", "agent-blame", "bench.db"))) {
  const gt = t.labels?.["ground_truth"];
  const scenario = t.labels?.["scenario_id"];
  if (typeof scenario !== "string") continue;
  runs.push({ set: "agent-blame", failed: typeof gt === "string" && gt !== "" && !/^none$/i.test(gt), trace: t });
}
const ww = path.join(data, "who-and-when", "algorithm-generated");
for (const f of readdirSync(ww).filter((x) => x.endsWith(".json"))) for (const t of await traces(path.join(ww, f))) runs.push({ set: "who-and-when", failed: true, trace: t });

type Cell = { failed: number; failedRuns: number; passed: number; passedRuns: number };
const table: Record<string, Record<string, Record<string, Cell>>> = {};
for (const r of runs) {
  const ctx = buildContext({ ...r.trace, success: null });
  const kind = ctx.structured ? "structured" : "prose";
  for (const d of DETECTORS) {
    if ((d.serves === "structured" && !ctx.structured) || (d.serves === "prose" && !ctx.prose)) continue;
    let fired = false;
    try {
      fired = d.detect(ctx).length > 0;
    } catch {
      fired = false;
    }
    const cell = (((table[d.name] ??= {})[kind] ??= {})[r.set] ??= { failed: 0, failedRuns: 0, passed: 0, passedRuns: 0 });
    if (r.failed) {
      cell.failedRuns++;
      if (fired) cell.failed++;
    } else {
      cell.passedRuns++;
      if (fired) cell.passed++;
    }
  }
}

/** Fewer healthy (or failed) runs of a kind than this measure nothing. */
const MIN_CONTROLS = 20;

/** Likelihood ratio of firing, failed over healthy, with half a run added to each count; null without a healthy control. */
function ratio(cells: Cell[]): number | null {
  const f = cells.reduce((s, c) => s + c.failed, 0);
  const fn = cells.reduce((s, c) => s + c.failedRuns, 0);
  const p = cells.reduce((s, c) => s + c.passed, 0);
  const pn = cells.reduce((s, c) => s + c.passedRuns, 0);
  if (pn < MIN_CONTROLS || fn < MIN_CONTROLS) return null;
  return Math.round(((f + 0.5) / (fn + 1) / ((p + 0.5) / (pn + 1))) * 100) / 100;
}

const out: Record<string, unknown> = {
  $comment:
    "Detector firing on failed vs healthy dev runs, per trace kind, outcome hidden. lr = P(fires | failed) / P(fires | healthy), +0.5 smoothing; lrLeaveOut[set] = the same without that set; null = fewer than 20 healthy (or failed) runs of that kind to measure it on. Regenerate: node scripts/run-ts.mjs scripts/detector-rates.ts",
  detectors: {},
};
for (const [name, kinds] of Object.entries(table)) {
  const entry: Record<string, unknown> = {};
  for (const [kind, sets] of Object.entries(kinds)) {
    const cells = Object.values(sets);
    const leaveOut: Record<string, number | null> = {};
    for (const s of Object.keys(sets))
      leaveOut[s] = ratio(
        Object.entries(sets)
          .filter(([k]) => k !== s)
          .map(([, c]) => c),
      );
    entry[kind] = { bySet: sets, lr: ratio(cells), lrLeaveOut: leaveOut };
  }
  (out.detectors as Record<string, unknown>)[name] = entry;
}
writeFileSync(path.resolve(process.cwd(), "rules", "detector-rates.json"), JSON.stringify(out, null, 2) + "\n");
for (const [name, kinds] of Object.entries(out.detectors as Record<string, Record<string, { lr: number | null; bySet: Record<string, Cell> }>>)) {
  for (const [kind, e] of Object.entries(kinds)) {
    const sets = Object.entries(e.bySet)
      .map(([s, c]) => `${s} ${c.failed}/${c.failedRuns} vs ${c.passed}/${c.passedRuns}`)
      .join("; ");
    console.log(`${name.padEnd(32)} ${kind.padEnd(10)} lr ${String(e.lr).padEnd(6)} ${sets}`);
  }
}
