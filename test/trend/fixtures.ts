// Builders for digests and run results, so tests state only what matters to them.
import { type RunResult, type TraceResult, traceList } from "../../src/results/model.js";
import { buildDigest, type Digest } from "../../src/report/digest.js";

export function traceResult(over: Partial<TraceResult> & { id: string }): TraceResult {
  return {
    file: `traces/${over.id}.json`,
    format: "native",
    task: "task",
    success: true,
    steps: 3,
    agents: [],
    errors: [],
    ...over,
  };
}

export function runResult(traces: TraceResult[], skipped = 0): RunResult {
  const passed = traces.filter((t) => t.success === true).length;
  const failed = traces.filter((t) => t.success === false).length;
  return {
    summary: {
      files: traces.length + skipped,
      traces: traces.length,
      failed,
      passed,
      unknown: traces.length - passed - failed,
      skipped,
      failureRate: passed + failed === 0 ? null : failed / (passed + failed),
      modes: {},
    },
    traces: traceList(traces),
    skipped: Array.from({ length: skipped }, (_, i) => ({ file: `bad${i}.json`, reason: "unreadable" })),
  };
}

/** A digest with `failed` of `total` traces failing, at run `i` of a series. */
export function digestAt(i: number, failed: number, total: number, extra: Partial<Digest> = {}): Digest {
  const traces = Array.from({ length: total }, (_, k) => traceResult({ id: `t${k}`, success: k >= failed, agents: ["planner"] }));
  const d = buildDigest(runResult(traces), {
    time: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
    commit: `c${i.toString().padStart(39, "0")}`,
    ref: "refs/heads/main",
    workflow: "evals",
    repository: "octo-org/octo-repo",
    runId: 1000 + i,
  });
  return { ...d, ...extra };
}
