// The facts of one trace that need no judgement: outcome, size, agents, the errors it recorded.
// Attribution and integrity add their parts on top; this is what a report shows even without them.
import type { Trace } from "../trace/model.js";
import type { TraceResult } from "../report/model.js";

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
        // Clipped later, after redaction (analyze/compact.ts).
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
