// The facts of one trace that need no judgement: outcome, size, agents, the errors it recorded.
// Attribution and integrity add their parts on top; this is what a report shows even without them.
import type { Format, Trace } from "../trace/model.js";
import type { TraceResult } from "./model.js";

export function baseResult(trace: Trace): TraceResult {
  const agents = new Set<string>();
  const errors: TraceResult["errors"] = [];
  for (const step of trace.steps) {
    if (step.agent) agents.add(step.agent);
    const message = step.error ?? (step.kind === "error" ? String(step.output ?? step.name ?? "error") : undefined);
    if (message !== undefined && message !== "") {
      errors.push({
        step: step.index,
        kind: step.kind,
        ...(step.agent ? { agent: step.agent } : {}),
        ...(step.name ? { name: step.name } : {}),
        // Clipped later, after redaction (results/compact.ts).
        message,
      });
    }
  }
  return {
    id: trace.id,
    file: trace.origin.file,
    ...(trace.origin.line ? { line: trace.origin.line } : {}),
    format: trace.origin.format,
    task: trace.task,
    success: trace.success,
    steps: trace.steps.length,
    agents: [...agents],
    errors,
  };
}

/**
 * A signed trace that is gone (integrity/missing.ts finds them): nothing is left to attribute, so
 * its result says only that it was there: verdict `tampered`, findings untrusted, outcome unknown.
 */
export function goneResult(g: { id: string; file: string; format: Format; algorithm: string | null; reason: string }): TraceResult {
  return {
    id: g.id,
    file: g.file,
    format: g.format,
    task: "",
    success: null,
    steps: 0,
    agents: [],
    errors: [],
    integrity: { verdict: "tampered", step: null, algorithm: g.algorithm, reason: g.reason },
    untrusted: true,
  };
}
