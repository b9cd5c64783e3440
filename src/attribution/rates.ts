// Detectors earn their weight (issue 16, §4): rules/detector-rates.json holds how often each
// detector fired on failed and on healthy dev runs, per trace kind (scripts/detector-rates.ts).
// Where a detector fired on healthy runs often enough to measure, its findings are no surer than
// the measured likelihood ratio allows: c ≤ LR / (1 + LR). A detector that fires on healthy runs
// as often as on failed ones then adds nothing to the verdict. Detectors the data never saw fire
// on healthy runs keep their own confidence: there is nothing to measure them by.
import type * as z from "zod";
import raw from "../../rules/detector-rates.json" with { type: "json" };
import type { Finding } from "./model.js";
import { lazySchema } from "../lazy-schema.js";

/** rules/detector-rates.json's shape: the compiler checks the shipped file against its type where it is read, the test suite against the schema (test/attribution/rule-files.test.ts). */
export const RatesSchema = lazySchema((z) => {
  const CellSchema = z.object({ failed: z.number(), failedRuns: z.number(), passed: z.number(), passedRuns: z.number() });
  const KindSchema = z.object({ bySet: z.record(z.string(), CellSchema), lr: z.number().nullable() });
  return z.object({ detectors: z.record(z.string(), z.record(z.string(), KindSchema)) });
});
export type Rates = z.infer<typeof RatesSchema>;

/** Healthy runs a detector must have fired on before its measured ratio caps it. */
export const MIN_HEALTHY_FIRES = 3;

/** detector → kind → the most confidence its findings may carry. */
function capsOf(data: Rates): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, kinds] of Object.entries(data.detectors)) {
    for (const [kind, k] of Object.entries(kinds)) {
      const healthyFires = Object.values(k.bySet).reduce((s, c) => s + c.passed, 0);
      if (k.lr === null || healthyFires < MIN_HEALTHY_FIRES) continue;
      out.set(`${name}\u0000${kind}`, k.lr / (1 + k.lr));
    }
  }
  return out;
}
let caps: Map<string, number> | undefined;

/** The cap for a detector on a trace of this kind, if the data measured one. */
export function confidenceCap(detector: string, kind: "structured" | "prose"): number | undefined {
  // Read as it is, as the other shipped rule files are (prior.ts): no run builds the schema.
  caps ??= capsOf(raw);
  return caps.get(`${detector}\u0000${kind}`);
}

/** Findings with their confidence held to what the detector's measured firing rates support. */
export function capFindings(findings: Finding[], kind: "structured" | "prose"): Finding[] {
  return findings.map((f) => {
    const cap = confidenceCap(f.detector, kind);
    return cap === undefined || f.confidence <= cap ? f : { ...f, confidence: Math.round(cap * 1000) / 1000 };
  });
}
